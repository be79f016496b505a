import { apiRoutes, ProFormaInvoiceBody, type StaffInvoice } from '@maatwerk/contract';
import { useId } from 'react';
import styles from '~/components/beheer-page.module.css';
import { RulesForm, SelectField, useRulesForm } from '~/components/form/index.ts';
import { staffApi, useStaffCustomers } from '~/features/beheer-shell/index.ts';

/**
 * A concept made of a customer's open pro-forma lines (approved hours and other work not yet
 * invoiced). The lines stay with that concept; deleting it makes them open again.
 */
export const ProFormaTakeover = ({ onSaved }: { onSaved: (saved: StaffInvoice) => void }) => {
  const id = useId();
  const customers = useStaffCustomers();
  const form = useRulesForm<{ customer_id: string }>({
    defaultValues: { customer_id: '' },
    schema: ProFormaInvoiceBody,
  });

  return (
    <section className={styles.panel} aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`}>Pro-forma overnemen</h2>
      <p>Maak een concept van alle open pro-formaregels van een klant, zoals goedgekeurde uren.</p>
      <RulesForm
        form={form}
        aria-labelledby={`${id}-titel`}
        submitLabel="Pro-forma overnemen"
        busyLabel="Bezig met overnemen…"
        onSubmit={async (values) =>
          onSaved(
            await staffApi(apiRoutes.staffInvoiceFromProForma, { body: ProFormaInvoiceBody.parse(values) }),
          )
        }
      >
        <SelectField
          name="customer_id"
          label="Klant"
          placeholder="Kies een klant"
          options={(customers.data ?? []).map((customer) => ({
            value: String(customer.id),
            label: customer.name,
          }))}
        />
      </RulesForm>
    </section>
  );
};
