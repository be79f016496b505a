import {
  OfferteBody,
  type OfferteLineKind,
  offerteLineKindLabels,
  offerteLineKinds,
  type Product,
  type StaffCustomerSummary,
  type StaffOfferte,
} from '@maatwerk/contract';
import { centsToEuros, vatRates, vatRateTable } from '@maatwerk/contract/constants';
import { useId } from 'react';
import { get, useFieldArray, useWatch } from 'react-hook-form';
import styles from '~/components/beheer-page.module.css';
import { bodySchema, listItemFields } from '~/components/form/body-schema.ts';
import {
  AppendLineButton,
  CheckboxField,
  RemoveLineButton,
  RulesForm,
  SelectField,
  TextField,
  useRulesForm,
} from '~/components/form/index.ts';
import { QueryListStatus } from '~/components/list-status.tsx';
import { useStaffCustomers } from '~/features/beheer-shell/index.ts';
import { RichTextField } from '~/features/orders/index.ts';
import own from './offertes.module.css';
import { useOfferteProducts } from './offertes-api.ts';

interface LineValues {
  kind: OfferteLineKind;
  description: string;
  amount: string;
  hours: string;
  product_id: string;
  optional: boolean;
  vat_rate: string;
}

interface OfferteValues {
  customer_id: string;
  title: string;
  valid_until: string;
  introduction_html: string;
  terms_html: string;
  deposit_percent: string;
  lines: LineValues[];
}

const emptyLine = (): LineValues => ({
  kind: 'vast',
  description: '',
  amount: '',
  hours: '',
  product_id: '',
  optional: false,
  vat_rate: String(vatRateTable.standard),
});

/** Thirty days from today, as the date field writes it. */
const inThirtyDays = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const valuesOf = (offerte: StaffOfferte | undefined): OfferteValues => ({
  customer_id: offerte ? String(offerte.customer.id) : '',
  title: offerte?.title ?? '',
  valid_until: offerte?.valid_until ?? inThirtyDays(),
  introduction_html: offerte?.introduction_html ?? '',
  terms_html: offerte?.terms_html ?? '',
  deposit_percent: String(offerte?.deposit_percent ?? 0),
  lines: offerte?.lines.length
    ? offerte.lines.map((line) => ({
        kind: line.kind,
        description: line.description,
        amount: line.kind === 'vast' ? centsToEuros(line.unit_cents) : '',
        hours: line.kind === 'uren' ? String(line.quantity) : '',
        product_id: line.product_id ? String(line.product_id) : '',
        optional: line.optional,
        vat_rate: String(line.vat_rate),
      }))
    : [emptyLine()],
});

/** A line's body: only what its kind needs; amounts go as typed, for the contract to read. */
const lineBody = (line: LineValues) => ({
  kind: line.kind,
  description: line.description,
  optional: line.optional,
  amount_cents: line.kind === 'vast' ? line.amount : null,
  hours: line.kind === 'uren' ? line.hours : null,
  product_id: line.kind === 'dienst' ? line.product_id : null,
  vat_rate: line.vat_rate,
});

const toBody = ({ lines, ...offerte }: OfferteValues) => ({ ...offerte, lines: lines.map(lineBody) });

const schema = bodySchema(OfferteBody, {
  toBody,
  fields: listItemFields('lines', { amount_cents: 'amount' }),
});

interface OfferteFormProps {
  offerte?: StaffOfferte;
  submitLabel: string;
  onSave: (body: OfferteBody) => Promise<unknown>;
}

/** The form once customers and products are there, so that the chosen ones show from the start. */
export const OfferteForm = (props: OfferteFormProps) => {
  const customers = useStaffCustomers();
  const products = useOfferteProducts();
  return (
    <QueryListStatus query={customers} failure="De klanten konden niet worden geladen.">
      {(customerList) => (
        <QueryListStatus query={products} failure="De producten konden niet worden geladen.">
          {(productList) => <OfferteFields {...props} customers={customerList} products={productList} />}
        </QueryListStatus>
      )}
    </QueryListStatus>
  );
};

const LineFields = ({ index, products }: { index: number; products: readonly Product[] }) => {
  const kind = useWatch({ name: `lines.${index}.kind` }) as OfferteLineKind;
  return (
    <>
      <SelectField
        name={`lines.${index}.kind`}
        label="Soort regel"
        options={offerteLineKinds.map((value) => ({ value, label: offerteLineKindLabels[value] }))}
      />
      <TextField name={`lines.${index}.description`} label="Omschrijving" autoComplete="off" />
      {kind === 'vast' && (
        <TextField
          name={`lines.${index}.amount`}
          label="Prijs in euro’s (excl. btw)"
          inputMode="decimal"
          autoComplete="off"
        />
      )}
      {kind === 'uren' && (
        <TextField
          name={`lines.${index}.hours`}
          label="Geschatte uren"
          hint="Tegen het uurtarief van de klant."
          inputMode="numeric"
          autoComplete="off"
        />
      )}
      {kind === 'dienst' && (
        <SelectField
          name={`lines.${index}.product_id`}
          label="Product"
          placeholder="Kies een product"
          options={products
            .filter((product) => product.active)
            .map((product) => ({ value: String(product.id), label: product.name }))}
        />
      )}
      {kind !== 'dienst' && (
        <SelectField
          name={`lines.${index}.vat_rate`}
          label="Btw-tarief"
          options={vatRates.map((rate) => ({ value: String(rate), label: `${rate}%` }))}
        />
      )}
      <CheckboxField name={`lines.${index}.optional`} label="Optioneel" optional>
        Optioneel: de klant kiest zelf
      </CheckboxField>
    </>
  );
};

const OfferteFields = ({
  offerte,
  submitLabel,
  onSave,
  customers,
  products,
}: OfferteFormProps & { customers: readonly StaffCustomerSummary[]; products: readonly Product[] }) => {
  const id = useId();
  const form = useRulesForm<OfferteValues>({ defaultValues: valuesOf(offerte), schema });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const linesMessage = (get(form.formState.errors, 'lines') as { message?: string } | undefined)?.message;
  const sent = offerte !== undefined && offerte.status !== 'concept';
  return (
    <RulesForm
      form={form}
      aria-label={offerte ? 'Offerte wijzigen' : 'Nieuwe offerte'}
      submitLabel={submitLabel}
      busyLabel="Bezig met opslaan…"
      onSubmit={async (values) => {
        await onSave(OfferteBody.parse(toBody(values)));
      }}
    >
      {sent ? (
        <p>Klant: {offerte.customer.name} (de klant van een verzonden offerte verandert niet)</p>
      ) : (
        <SelectField
          name="customer_id"
          label="Klant"
          placeholder="Kies een klant"
          options={customers.map((customer) => ({ value: String(customer.id), label: customer.name }))}
        />
      )}
      <TextField name="title" label="Titel" autoComplete="off" />
      <TextField name="valid_until" label="Geldig tot en met" type="date" />
      <RichTextField name="introduction_html" label="Inleiding" />
      <fieldset>
        <legend>Regels</legend>
        {typeof linesMessage === 'string' && (
          <p className={own.error} role="alert">
            {linesMessage}
          </p>
        )}
        {lines.fields.map((line, index) => (
          <fieldset key={line.id} className={own.line} id={`${id}-regel-${index}`}>
            <legend>Regel {index + 1}</legend>
            <LineFields index={index} products={products} />
            <RemoveLineButton index={index} count={lines.fields.length} onRemove={lines.remove} />
          </fieldset>
        ))}
        <AppendLineButton className={styles.actions} onAppend={() => lines.append(emptyLine())} />
      </fieldset>
      <TextField
        name="deposit_percent"
        label="Aanbetaling in procenten"
        hint="Van het eenmalige deel; 0 voor geen aanbetaling. Wordt bij acceptatie een conceptfactuur."
        inputMode="numeric"
      />
      <RichTextField name="terms_html" label="Voorwaarden" />
    </RulesForm>
  );
};
