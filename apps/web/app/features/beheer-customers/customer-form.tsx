import { CustomerBody, type StaffCustomer } from '@maatwerk/contract';
import { RulesForm, TextField, useRulesForm } from '~/components/form/index.ts';

interface Values {
  name: string;
  kvk_number: string;
  vat_id: string;
  street: string;
  postal_code: string;
  city: string;
  country: string;
  billing_email: string;
}

const valuesOf = (customer: StaffCustomer | undefined): Values => ({
  name: customer?.name ?? '',
  kvk_number: customer?.kvk_number ?? '',
  vat_id: customer?.vat_id ?? '',
  street: customer?.street ?? '',
  postal_code: customer?.postal_code ?? '',
  city: customer?.city ?? '',
  country: customer?.country ?? 'NL',
  billing_email: customer?.billing_email ?? '',
});

/** The company data of a customer; KvK number and VAT id are checked by the contract's rules. */
export const CustomerForm = ({
  customer,
  submitLabel,
  onSave,
  labelledBy,
}: {
  customer?: StaffCustomer;
  submitLabel: string;
  onSave: (body: ReturnType<typeof CustomerBody.parse>) => Promise<unknown>;
  labelledBy: string;
}) => {
  const form = useRulesForm<Values>({ defaultValues: valuesOf(customer), schema: CustomerBody });
  return (
    <RulesForm
      form={form}
      aria-labelledby={labelledBy}
      submitLabel={submitLabel}
      busyLabel="Bezig met opslaan…"
      onSubmit={async (values) => {
        await onSave(CustomerBody.parse(values));
        if (!customer) form.reset(valuesOf(undefined));
      }}
    >
      <TextField name="name" label="Bedrijfsnaam" autoComplete="organization" />
      <TextField name="kvk_number" label="KvK-nummer" optional hint="8 cijfers." inputMode="numeric" />
      <TextField name="vat_id" label="Btw-nummer" optional hint="Bijvoorbeeld NL123456789B01." />
      <TextField name="street" label="Straat en huisnummer" optional autoComplete="address-line1" />
      <TextField name="postal_code" label="Postcode" optional autoComplete="postal-code" />
      <TextField name="city" label="Plaats" optional autoComplete="address-level2" />
      <TextField name="country" label="Land" hint="Landcode, zoals NL of BE." />
      <TextField name="billing_email" label="Factuur-e-mailadres" optional type="email" />
    </RulesForm>
  );
};
