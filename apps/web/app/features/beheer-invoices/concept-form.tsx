import {
  apiRoutes,
  InvoiceConceptBody,
  type StaffCustomerSummary,
  type StaffInvoice,
} from '@maatwerk/contract';
import { centsToEuros, eurosToCents, vatRates, vatRateTable } from '@maatwerk/contract/constants';
import { useId } from 'react';
import { get, useFieldArray } from 'react-hook-form';
import styles from '~/components/beheer-page.module.css';
import { bodySchema, listItemFields } from '~/components/form/body-schema.ts';
import {
  AppendLineButton,
  RemoveLineButton,
  RulesForm,
  SelectField,
  TextField,
  useRulesForm,
} from '~/components/form/index.ts';
import { QueryListStatus } from '~/components/list-status.tsx';
import { staffApi, useStaffCustomers } from '~/features/beheer-shell/index.ts';
import own from './invoices.module.css';

interface LineValues {
  description: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
}

interface ConceptValues {
  customer_id: string;
  description: string;
  period_start: string;
  period_end: string;
  lines: LineValues[];
}

const emptyLine = (): LineValues => ({
  description: '',
  quantity: '1',
  unitPrice: '',
  vatRate: String(vatRateTable.standard),
});

const valuesOf = (invoice: StaffInvoice | undefined): ConceptValues => ({
  customer_id: invoice ? String(invoice.customer.id) : '',
  description: invoice?.description ?? '',
  period_start: invoice?.period_start ?? '',
  period_end: invoice?.period_end ?? '',
  lines: invoice?.lines.length
    ? invoice.lines.map((line) => ({
        description: line.description,
        quantity: String(line.quantity).replace('.', ','),
        unitPrice: centsToEuros(line.unit_price_cents),
        vatRate: String(line.vat_rate),
      }))
    : [emptyLine()],
});

/** The body: prices typed in euros become cents; what is no amount goes as typed, for its message. */
const toBody = (values: ConceptValues) => ({
  ...values,
  lines: values.lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unit_price_cents: eurosToCents(line.unitPrice) ?? line.unitPrice,
    vat_rate: Number(line.vatRate),
  })),
});

/** A line's body key as the form's field: `lines.1.unit_price_cents` shows by `lines.1.unitPrice`. */
const lineFields: Record<string, keyof LineValues> = {
  description: 'description',
  quantity: 'quantity',
  unit_price_cents: 'unitPrice',
  vat_rate: 'vatRate',
};

const schema = bodySchema(InvoiceConceptBody, { toBody, fields: listItemFields('lines', lineFields) });

/**
 * A concept's customer, description, delivery period and lines, judged by the contract's schema
 * before it is sent. Prices are typed in euros and sent in cents; the API computes every amount.
 */
interface ConceptFormProps {
  invoice?: StaffInvoice;
  submitLabel: string;
  onSaved: (saved: StaffInvoice) => void;
}

/** The concept form once the customers are there, so that the chosen customer shows from the start. */
export const ConceptForm = (props: ConceptFormProps) => {
  const customers = useStaffCustomers();
  return (
    <QueryListStatus query={customers} failure="De klanten konden niet worden geladen.">
      {(list) => <ConceptFields {...props} customers={list} />}
    </QueryListStatus>
  );
};

const ConceptFields = ({
  invoice,
  submitLabel,
  onSaved,
  customers,
}: ConceptFormProps & { customers: readonly StaffCustomerSummary[] }) => {
  const id = useId();
  const form = useRulesForm<ConceptValues>({ defaultValues: valuesOf(invoice), schema });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const linesMessage = (get(form.formState.errors, 'lines') as { message?: string } | undefined)?.message;

  return (
    <section className={styles.panel} aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`}>{invoice ? 'Concept bewerken' : 'Nieuw concept'}</h2>
      <RulesForm
        form={form}
        aria-labelledby={`${id}-titel`}
        submitLabel={submitLabel}
        busyLabel="Bezig met opslaan…"
        onSubmit={async (values) => {
          const body = InvoiceConceptBody.parse(toBody(values));
          onSaved(
            invoice
              ? await staffApi(apiRoutes.staffUpdateInvoice, { params: { id: invoice.id }, body })
              : await staffApi(apiRoutes.staffCreateInvoice, { body }),
          );
        }}
      >
        <SelectField
          name="customer_id"
          label="Klant"
          placeholder="Kies een klant"
          options={customers.map((customer) => ({
            value: String(customer.id),
            label: `${customer.name}${customer.billing_email ? '' : ' (geen factuur-e-mailadres)'}`,
          }))}
        />
        <TextField name="description" label="Omschrijving" autoComplete="off" />
        <fieldset className={own.filters}>
          <legend>Leveringsperiode</legend>
          <TextField name="period_start" label="Van" type="date" />
          <TextField name="period_end" label="Tot en met" type="date" />
        </fieldset>
        <fieldset>
          <legend>Regels</legend>
          {typeof linesMessage === 'string' && (
            <p className={own.error} role="alert">
              {linesMessage}
            </p>
          )}
          {lines.fields.map((line, index) => (
            <div key={line.id} className={own.line}>
              <TextField
                name={`lines.${index}.description`}
                label={`Omschrijving regel ${index + 1}`}
                autoComplete="off"
              />
              <TextField
                name={`lines.${index}.quantity`}
                label="Aantal"
                inputMode="decimal"
                autoComplete="off"
              />
              <TextField
                name={`lines.${index}.unitPrice`}
                label="Prijs per stuk (€, excl. btw)"
                inputMode="decimal"
                autoComplete="off"
              />
              <SelectField
                name={`lines.${index}.vatRate`}
                label="Btw-tarief"
                options={vatRates.map((rate) => ({ value: String(rate), label: `${rate}%` }))}
              />
              <RemoveLineButton index={index} count={lines.fields.length} onRemove={lines.remove} />
            </div>
          ))}
          <AppendLineButton className={styles.actions} onAppend={() => lines.append(emptyLine())} />
        </fieldset>
      </RulesForm>
    </section>
  );
};
