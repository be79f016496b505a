import {
  domainBillingMomentLabels,
  domainBillingMoments,
  type Product,
  ProductBody,
  productGroupLabels,
  productGroups,
  productPeriodLabels,
  productPeriods,
} from '@maatwerk/contract';
import { centsToEuros, vatRates, vatRateTable } from '@maatwerk/contract/constants';
import type { DefaultValues } from 'react-hook-form';
import { bodySchema } from '~/components/form/body-schema.ts';
import { CheckboxField, RulesForm, SelectField, TextField, useRulesForm } from '~/components/form/index.ts';

/**
 * A product's form. Amounts are typed in euros the Dutch way and sent as typed: the contract reads
 * them, so the form and the API judge an amount alike and show the same Dutch message by its field.
 */
interface ProductValues {
  name: string;
  group: Product['group'];
  tld: string;
  price_cents: string;
  setup_cents: string;
  vat_rate: string;
  period: Product['period'];
  notice_days: string;
  domain_billing: Product['domain_billing'];
  register_cents: string;
  premium_register_cents: string;
  transfer_cents: string;
  active: boolean;
  downgrade_credit: boolean;
}

const euros = (cents: number | null | undefined) => (cents == null ? '' : centsToEuros(cents));
const schema = bodySchema(ProductBody);

export const ProductForm = ({
  item,
  labelledBy,
  submitLabel,
  onSave,
}: {
  item?: Product;
  labelledBy: string;
  submitLabel: string;
  onSave: (body: ProductBody) => Promise<unknown>;
}) => {
  const defaults: ProductValues = {
    name: item?.name ?? '',
    group: item?.group ?? 'hosting',
    tld: item?.tld ?? '',
    price_cents: euros(item?.price_cents),
    setup_cents: euros(item?.setup_cents ?? 0),
    vat_rate: String(item?.vat_rate ?? vatRateTable.standard),
    period: item?.period ?? 'maand',
    notice_days: String(item?.notice_days ?? 0),
    domain_billing: item?.domain_billing ?? 'registratie',
    register_cents: euros(item?.register_cents),
    premium_register_cents: euros(item?.premium_register_cents),
    transfer_cents: euros(item?.transfer_cents),
    active: item?.active ?? true,
    downgrade_credit: item?.downgrade_credit ?? false,
  };
  const form = useRulesForm<ProductValues>({
    defaultValues: defaults as DefaultValues<ProductValues>,
    schema,
  });
  const onSubmit = async (values: ProductValues) => {
    await onSave(values);
    if (!item) form.reset(defaults);
    else form.reset(values, { keepIsSubmitted: true });
  };
  return (
    <RulesForm
      form={form}
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      submitLabel={submitLabel}
      busyLabel="Bezig met opslaan…"
    >
      <TextField name="name" label="Naam" />
      <SelectField
        name="group"
        label="Productgroep"
        options={productGroups.map((group) => ({ value: group, label: productGroupLabels[group] }))}
      />
      <TextField
        name="tld"
        label="Extensie"
        hint="Alleen bij een domeinnaam, zoals nl."
        optional
        spellCheck={false}
      />
      <TextField
        name="price_cents"
        label="Prijs in euro’s"
        hint="Per periode, exclusief btw, zoals 1.234,50. Bij een domeinnaam: de verlenging per jaar."
        inputMode="decimal"
      />
      <SelectField
        name="period"
        label="Periode"
        options={productPeriods.map((period) => ({ value: period, label: productPeriodLabels[period] }))}
      />
      <SelectField
        name="vat_rate"
        label="Btw-tarief"
        options={vatRates.map((rate) => ({ value: String(rate), label: `${rate}%` }))}
      />
      <TextField
        name="setup_cents"
        label="Eenmalige kosten in euro’s"
        hint="Exclusief btw, op de eerste factuur."
        inputMode="decimal"
      />
      <TextField name="notice_days" label="Opzegtermijn in dagen" inputMode="numeric" />
      <SelectField
        name="domain_billing"
        label="Domeinnaam factureren"
        hint="Alleen bij een domeinnaam."
        options={domainBillingMoments.map((moment) => ({
          value: moment,
          label: domainBillingMomentLabels[moment],
        }))}
      />
      <TextField
        name="register_cents"
        label="Registratieprijs in euro’s"
        hint="Het eerste jaar van een domeinnaam."
        optional
        inputMode="decimal"
      />
      <TextField
        name="premium_register_cents"
        label="Premiumprijs in euro’s"
        hint="Het eerste jaar van een premium domeinnaam."
        optional
        inputMode="decimal"
      />
      <TextField name="transfer_cents" label="Verhuisprijs in euro’s" optional inputMode="decimal" />
      <CheckboxField name="active" label="Aangeboden" optional>
        Wordt aangeboden (uit: alleen bestaande diensten lopen door)
      </CheckboxField>
      <CheckboxField name="downgrade_credit" label="Creditering bij een goedkoper pakket" optional>
        Wie naar een goedkoper pakket gaat, krijgt de rest van de periode meteen terug (uit: het goedkopere
        pakket geldt vanaf de volgende periode)
      </CheckboxField>
    </RulesForm>
  );
};
