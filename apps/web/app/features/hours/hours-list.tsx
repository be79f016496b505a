import { type BillableHour, DisputeHourBody } from '@maatwerk/contract';
import { formatMinutes, hourApprovalStateLabels, hoursDeadlineSentence } from '@maatwerk/contract/constants';
import { useState } from 'react';
import { RulesForm, TextareaField, useRulesForm } from '~/components/form/index.ts';
import textButtons from '~/components/text-button.module.css';
import { useMessageFocus } from '~/components/use-message-focus.ts';
import { formatDate } from '~/lib/format.ts';
import styles from './hours.module.css';
import { useHoursAnswers } from './hours-api.ts';

const DisputeForm = ({ hour, onDone }: { hour: BillableHour; onDone: (message: string) => void }) => {
  const { dispute } = useHoursAnswers();
  const form = useRulesForm<{ comment: string }>({ defaultValues: { comment: '' }, schema: DisputeHourBody });
  return (
    <RulesForm
      form={form}
      className={styles.dispute}
      aria-label={`Uren van ${formatDate(hour.worked_on)} betwisten`}
      submitLabel="Betwisten"
      busyLabel="Bezig met versturen…"
      onSubmit={async (values) => {
        await dispute.mutateAsync({ id: hour.id, comment: DisputeHourBody.parse(values).comment });
        onDone('De uren zijn betwist. We kijken ernaar en passen ze aan.');
      }}
    >
      <TextareaField name="comment" label="Wat klopt er niet?" rows={3} />
    </RulesForm>
  );
};

const HourRow = ({
  hour,
  showOrder,
  onDone,
}: {
  hour: BillableHour;
  showOrder: boolean;
  onDone: (message: string) => void;
}) => {
  const { approve } = useHoursAnswers();
  const [disputing, setDisputing] = useState(false);
  const open = hour.approval.state === 'ingediend';
  const what = `${formatMinutes(hour.minutes)} op ${formatDate(hour.worked_on)}`;
  return (
    <li className={styles.hour} data-state={hour.approval.state}>
      <div className={styles.facts}>
        <strong>{formatMinutes(hour.minutes)}</strong>
        <span>{formatDate(hour.worked_on)}</span>
        <span>{hour.staff_name}</span>
        {showOrder && <span>{hour.order.title}</span>}
        <span className={styles.state}>
          {hourApprovalStateLabels[hour.approval.state]}
          {hour.approval.approved_automatically && ' (automatisch)'}
        </span>
      </div>
      {hour.note && <p className={styles.note}>{hour.note}</p>}
      {hour.approval.state === 'betwist' && hour.approval.dispute_comment && (
        <p className={styles.note}>Jouw toelichting: {hour.approval.dispute_comment}</p>
      )}
      {open && (
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-secondary"
            disabled={approve.isPending}
            onClick={() => approve.mutate([hour.id], { onSuccess: () => onDone(`Goedgekeurd: ${what}.`) })}
          >
            Goedkeuren<span className="visually-hidden">: {what}</span>
          </button>
          <button
            type="button"
            className={textButtons.textButton}
            aria-expanded={disputing}
            onClick={() => setDisputing((now) => !now)}
          >
            Betwisten<span className="visually-hidden">: {what}</span>
          </button>
        </div>
      )}
      {open && disputing && <DisputeForm hour={hour} onDone={onDone} />}
    </li>
  );
};

/** Submitted hours with their state; open ones can be approved together or one by one, or disputed. */
export const HoursList = ({ hours, showOrder }: { hours: BillableHour[]; showOrder: boolean }) => {
  const { approve } = useHoursAnswers();
  // What the last answer did; focus goes to it, as the buttons that gave it are gone.
  const [done, setDone] = useState<{ text: string } | null>(null);
  const doneRef = useMessageFocus(done);
  const say = (text: string) => setDone({ text });
  const open = hours.filter((hour) => hour.approval.state === 'ingediend');
  const openMinutes = open.reduce((sum, hour) => sum + hour.minutes, 0);
  if (hours.length === 0) return <p>Er zijn (nog) geen uren ter goedkeuring ingediend.</p>;
  return (
    <>
      {open.length > 0 && (
        <div className={styles.summary}>
          <p>
            Ter goedkeuring: <strong>{formatMinutes(openMinutes)}</strong> in {open.length}{' '}
            {open.length === 1 ? 'tijdregel' : 'tijdregels'}. {hoursDeadlineSentence()}
          </p>
          <button
            type="button"
            className="button"
            disabled={approve.isPending}
            onClick={() =>
              approve.mutate(
                open.map((hour) => hour.id),
                { onSuccess: () => say(`${formatMinutes(openMinutes)} goedgekeurd.`) },
              )
            }
          >
            {open.length === 1 ? 'De tijdregel goedkeuren' : `Alle ${open.length} goedkeuren`}
          </button>
        </div>
      )}
      {approve.isError && (
        <p className={styles.error} role="alert">
          {approve.error.message}
        </p>
      )}
      <p ref={doneRef} tabIndex={-1} className={styles.done} role="status">
        {done?.text}
      </p>
      <ul className={styles.hours} aria-label="Uren">
        {hours.map((hour) => (
          <HourRow key={hour.id} hour={hour} showOrder={showOrder} onDone={say} />
        ))}
      </ul>
    </>
  );
};
