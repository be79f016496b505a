import { apiRoutes, type StaffInvoice } from '@maatwerk/contract';
import { type FormEvent, useId, useState } from 'react';
import styles from '~/components/beheer-page.module.css';
import { describeSubmitFailure } from '~/components/form/submit-error.ts';
import { staffApi, useStaffData } from '~/features/beheer-shell/index.ts';

/**
 * A concept made of a customer's open pro-forma lines (approved hours and other work not yet
 * invoiced). The lines stay with that concept; deleting it makes them open again.
 */
export const ProFormaTakeover = ({ onSaved }: { onSaved: (saved: StaffInvoice) => void }) => {
  const id = useId();
  const customers = useStaffData(
    () => staffApi(apiRoutes.staffListCustomers, { query: {} }),
    'staff-invoice-customers',
  );
  const [customerId, setCustomerId] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure('');
    try {
      onSaved(
        await staffApi(apiRoutes.staffInvoiceFromProForma, {
          body: { customer_id: Number(customerId), description: 'Gewerkte uren' },
        }),
      );
    } catch (error) {
      const fallback = 'Het overnemen is niet gelukt.';
      setFailure(describeSubmitFailure(error, fallback).message ?? fallback);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`}>Pro-forma overnemen</h2>
      <p>Maak een concept van alle open pro-formaregels van een klant, zoals goedgekeurde uren.</p>
      <p className={styles.notice} role={failure ? 'alert' : undefined}>
        {failure}
      </p>
      <label htmlFor={`${id}-klant`}>Klant</label>
      <select
        id={`${id}-klant`}
        value={customerId}
        required
        onChange={(event) => setCustomerId(event.target.value)}
      >
        <option value="">Kies een klant</option>
        {(customers.data ?? []).map((customer) => (
          <option key={customer.id} value={customer.id}>
            {customer.name}
          </option>
        ))}
      </select>
      <p>
        <button type="submit" className="button" disabled={busy || customerId === ''}>
          Pro-forma overnemen
        </button>
      </p>
    </form>
  );
};
