import {
  apiRoutes,
  CorrectTimeEntryBody,
  hourApprovalStateLabels,
  hourStatesAnswered,
  hourStatesStaffMayChange,
  type StaffOrderDetail,
  staffHoursDeadlineSentence,
  type TimeEntry,
} from '@maatwerk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RulesForm, TextField, useRulesForm } from '~/components/form/index.ts';
import textButtons from '~/components/text-button.module.css';
import { staffApi } from '~/features/beheer-shell/index.ts';
import { formatDate } from '~/lib/format.ts';
import styles from './hours-approval.module.css';
import { staffOrderKey } from './staff-order-api.ts';

/** Whether staff may still take back or correct this entry: not submitted yet, or disputed. */
export const entryMayChange = (entry: TimeEntry) => hourStatesStaffMayChange.includes(entry.approval.state);

/** The entry's place in the customer's approval, and the customer's comment on a dispute. */
export const EntryApproval = ({ entry }: { entry: TimeEntry }) => {
  const { approval } = entry;
  return (
    <span className={styles.approval}>
      <span className={styles.state} data-state={approval.state}>
        {hourApprovalStateLabels[approval.state]}
        {approval.approved_automatically && ' (automatisch)'}
      </span>
      {/* Who answered, for as long as the answer stands: not once a correction goes back to nieuw. */}
      {hourStatesAnswered.includes(approval.state) && approval.answered_by && approval.answered_at && (
        <span className={styles.by}>
          {' '}
          door {approval.answered_by} op {formatDate(approval.answered_at.slice(0, 10))}
        </span>
      )}
      {approval.state === 'betwist' && approval.dispute_comment && (
        <span className={styles.comment}>“{approval.dispute_comment}”</span>
      )}
    </span>
  );
};

interface CorrectionValues {
  minutes: string;
  note: string;
}

/** Staff correct a disputed entry (minutes, note); it can then be submitted again. */
export const CorrectEntry = ({ orderId, entry }: { orderId: number; entry: TimeEntry }) => {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useRulesForm<CorrectionValues>({
    defaultValues: { minutes: String(entry.minutes), note: entry.note },
    schema: CorrectTimeEntryBody,
  });
  if (entry.approval.state !== 'betwist') return null;
  if (!open)
    return (
      <button type="button" className={textButtons.textButton} onClick={() => setOpen(true)}>
        Corrigeren
        <span className="visually-hidden">: tijdregel van {formatDate(entry.worked_on)}</span>
      </button>
    );
  return (
    <RulesForm
      form={form}
      className={styles.correct}
      aria-label={`Tijdregel van ${formatDate(entry.worked_on)} corrigeren`}
      submitLabel="Correctie opslaan"
      busyLabel="Bezig met opslaan…"
      onSubmit={async (values) => {
        await staffApi(apiRoutes.correctTimeEntry, {
          params: { id: orderId, entryId: entry.id },
          body: CorrectTimeEntryBody.parse(values),
        });
        setOpen(false);
        await queryClient.invalidateQueries({ queryKey: staffOrderKey(orderId) });
      }}
    >
      <TextField name="minutes" label="Minuten" inputMode="numeric" autoComplete="off" />
      <TextField name="note" label="Omschrijving" optional autoComplete="off" />
    </RulesForm>
  );
};

/** Submits the order's unsubmitted entries to the customer, who gets one mail. */
export const SubmitHours = ({ order }: { order: StaffOrderDetail }) => {
  const queryClient = useQueryClient();
  const [done, setDone] = useState('');
  const open = order.time_entries.filter((entry) => entry.approval.state === 'nieuw').length;
  const submit = useMutation({
    mutationFn: () => staffApi(apiRoutes.submitOrderHours, { params: { id: order.id } }),
    onSuccess: async (result) => {
      setDone(
        `${result.submitted} tijdregel${result.submitted === 1 ? '' : 's'} ter goedkeuring ingediend${
          result.mail_queued ? '; de klant krijgt een mail.' : '; de klant heeft niemand om te mailen.'
        }`,
      );
      await queryClient.invalidateQueries({ queryKey: staffOrderKey(order.id) });
    },
  });
  return (
    <div className={styles.submit}>
      {open > 0 && (
        <>
          <button
            type="button"
            className="button button-secondary"
            disabled={submit.isPending}
            onClick={() => {
              setDone('');
              submit.mutate();
            }}
          >
            Ter goedkeuring indienen ({open})
          </button>
          <p className={styles.hint}>{staffHoursDeadlineSentence()}</p>
        </>
      )}
      {submit.isError && (
        <p className={styles.error} role="alert">
          {submit.error.message}
        </p>
      )}
      <p className={styles.done} role="status">
        {done}
      </p>
    </div>
  );
};
