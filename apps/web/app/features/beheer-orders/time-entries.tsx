import { type StaffOrderDetail, TimeEntryBody } from '@maatwerk/contract';
import { useId, useState } from 'react';
import { RulesForm, SelectField, TextField, useRulesForm } from '~/components/form/index.ts';
import shared from '~/components/order-views/order-detail.module.css';
import { useStaff } from '~/features/beheer-shell/index.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { formatDate, formatMinutes } from '~/lib/format.ts';
import own from './beheer-order-detail.module.css';
import { CorrectEntry, EntryApproval, entryMayChange, SubmitHours } from './hours-approval.tsx';

const styles = combineStyles(shared, own);

import type { StaffOrderMutations } from './staff-order-api.ts';

interface TimeValues {
  staff_id: string;
  worked_on: string;
  minutes: string;
  note: string;
}

/** Today in Amsterdam, as YYYY-MM-DD. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());

/** The order's time entries with their total, a form to log more and a way to take one back. */
export const TimeEntries = ({
  order,
  mutations,
  staff,
  canChange,
}: {
  order: StaffOrderDetail;
  mutations: StaffOrderMutations;
  staff: readonly { id: number; name: string }[];
  canChange: boolean;
}) => {
  const me = useStaff();
  const headingId = useId();
  const defaults = (): TimeValues => ({
    staff_id: String(me.staffId),
    worked_on: today(),
    minutes: '',
    note: '',
  });
  const form = useRulesForm<TimeValues>({ defaultValues: defaults(), schema: TimeEntryBody });
  const [done, setDone] = useState('');
  const remove = mutations.deleteTime;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        Tijd
      </h2>
      <dl className={styles.facts}>
        <dt>Besteed</dt>
        <dd data-testid="staff-time-spent">{formatMinutes(order.time_spent_minutes)}</dd>
        {order.estimate_minutes !== null && (
          <>
            <dt>Geschat</dt>
            <dd>{formatMinutes(order.estimate_minutes)}</dd>
          </>
        )}
      </dl>
      {order.time_entries.length > 0 && (
        <ul className={styles.entries} aria-label="Tijdregels">
          {order.time_entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <span>
                <strong>{formatMinutes(entry.minutes)}</strong> · {formatDate(entry.worked_on)} ·{' '}
                {entry.staff.name}
                {entry.note && <span className={styles.entryNote}>{entry.note}</span>}
                <EntryApproval entry={entry} />
              </span>
              {canChange && <CorrectEntry orderId={order.id} entry={entry} />}
              {canChange && entryMayChange(entry) && (
                <button
                  type="button"
                  className={styles.linkButton}
                  disabled={remove.isPending}
                  onClick={() => {
                    setDone('');
                    remove.mutate(entry.id, { onSuccess: () => setDone('Tijdregel verwijderd.') });
                  }}
                >
                  Verwijderen
                  <span className="visually-hidden">
                    : {formatMinutes(entry.minutes)} op {formatDate(entry.worked_on)} van {entry.staff.name}
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canChange && <SubmitHours order={order} />}
      {remove.isError && (
        <p className={styles.error} role="alert">
          {remove.error.message}
        </p>
      )}
      {canChange && (
        <RulesForm
          form={form}
          aria-label="Tijd schrijven"
          submitLabel="Tijd schrijven"
          busyLabel="Bezig met opslaan…"
          onSubmit={async (values) => {
            setDone('');
            await mutations.addTime.mutateAsync(TimeEntryBody.parse(values));
            form.reset({ ...defaults(), staff_id: values.staff_id, worked_on: values.worked_on });
            setDone('Tijd geschreven.');
          }}
        >
          <SelectField
            name="staff_id"
            label="Wie"
            options={staff.map((member) => ({ value: String(member.id), label: member.name }))}
          />
          <TextField name="worked_on" label="Datum" type="date" />
          <TextField name="minutes" label="Minuten" inputMode="numeric" autoComplete="off" />
          <TextField name="note" label="Omschrijving" optional autoComplete="off" />
        </RulesForm>
      )}
      <p className={styles.saved} role="status">
        {done}
      </p>
    </section>
  );
};
