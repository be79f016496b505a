import {
  ApiRequestError,
  apiRoutes,
  canChangeReservation,
  MoveReservationBody,
  RESERVATION_CHANGE_RULE,
  type Reservation,
} from '@maatwerk/contract';
import { todayInAmsterdam } from '@maatwerk/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { RulesForm, useRulesForm } from '~/components/form/index.ts';
import { usePortalFetchers } from '~/features/portal-data/index.ts';
import { api } from '~/lib/api-client.ts';
import { DayAndSlotFields, onSlotField, slotFormSchema } from './booking-form.tsx';
import styles from './reservations.module.css';
import { formatDay, formatSlot } from './time-format.ts';

const moveSchema = slotFormSchema<{ date: string; slot: string }>(MoveReservationBody, 'Nieuwe datum');

const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.body?.message ? error.body.message : fallback;

/** Another free slot for the reservation; the old one is free once the API has moved it. */
const MoveForm = ({ reservation, onDone }: { reservation: Reservation; onDone: (text: string) => void }) => {
  const headingId = useId();
  const queryClient = useQueryClient();
  const { refetch } = usePortalFetchers();
  const form = useRulesForm<{ date: string; slot: string }>({
    defaultValues: { date: todayInAmsterdam(new Date(reservation.starts_at)), slot: '' },
    schema: moveSchema,
  });
  const move = async (values: { date: string; slot: string }) => {
    try {
      const moved = await api(apiRoutes.moveReservation, {
        params: { id: reservation.id },
        body: { starts_at: values.slot },
      });
      onDone(`Verzet naar ${formatDay(moved.starts_at)}, ${formatSlot(moved.starts_at, moved.ends_at)}.`);
    } catch (error) {
      throw onSlotField(error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['booking-availability'] });
      void refetch('reservations');
    }
  };
  return (
    <div className={styles.moveForm}>
      <h3 id={headingId} className={styles.moveTitle}>
        Verzetten naar
      </h3>
      <RulesForm
        form={form}
        onSubmit={move}
        submitLabel="Verzetten"
        busyLabel="Bezig met verzetten…"
        aria-labelledby={headingId}
      >
        <DayAndSlotFields dayLabel="Nieuwe datum" />
      </RulesForm>
    </div>
  );
};

/**
 * Cancel or move a reservation, with the rule beside the buttons: up to 24 hours before it starts.
 * Cancelling asks once more; the slot is free for others as soon as the API answers.
 */
export const ReservationActions = ({
  reservation,
  onDone,
}: {
  reservation: Reservation;
  /** What was done, said by the list: a cancelled reservation's row is gone with its own messages. */
  onDone: (text: string) => void;
}) => {
  const queryClient = useQueryClient();
  const { refetch } = usePortalFetchers();
  const [mode, setMode] = useState<'idle' | 'confirm-cancel' | 'move' | 'busy'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The button that was clicked is replaced by the question: focus goes to its answer.
  useEffect(() => {
    if (mode === 'confirm-cancel') confirmButton.current?.focus();
  }, [mode]);
  const ruleId = useId();
  const subject = <span className="visually-hidden"> {reservation.subject}</span>;

  if (!canChangeReservation(reservation.starts_at)) {
    return (
      <p className={styles.rule}>
        Deze reservering begint binnen 24 uur en kan niet meer worden verzet of geannuleerd. Neem contact met
        ons op als het niet uitkomt.
      </p>
    );
  }

  const cancel = async () => {
    setMode('busy');
    setFailure(null);
    try {
      await api(apiRoutes.cancelReservation, { params: { id: reservation.id } });
    } catch (error) {
      setFailure(failureText(error, 'Annuleren is niet gelukt. Probeer het opnieuw.'));
      setMode('idle');
      return;
    }
    onDone(
      `De reservering van ${formatDay(reservation.starts_at)}, ${formatSlot(reservation.starts_at, reservation.ends_at)} is geannuleerd.`,
    );
    await queryClient.invalidateQueries({ queryKey: ['booking-availability'] });
    await refetch('reservations');
  };

  return (
    <div className={styles.actions}>
      <p id={ruleId} className={styles.rule}>
        {RESERVATION_CHANGE_RULE}
      </p>
      {mode === 'confirm-cancel' ? (
        <div className={styles.buttons}>
          <p className={styles.confirm}>Weet je zeker dat je deze reservering wilt annuleren?</p>
          <button ref={confirmButton} type="button" className="button" onClick={() => void cancel()}>
            Ja, annuleren{subject}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setMode('idle');
              requestAnimationFrame(() => cancelButton.current?.focus());
            }}
          >
            Nee, houden
          </button>
        </div>
      ) : (
        <div className={styles.buttons}>
          <button
            type="button"
            className="button button-secondary"
            aria-describedby={ruleId}
            aria-expanded={mode === 'move'}
            disabled={mode === 'busy'}
            onClick={() => setMode(mode === 'move' ? 'idle' : 'move')}
          >
            Verzetten{subject}
          </button>
          <button
            ref={cancelButton}
            type="button"
            className="button button-secondary"
            aria-describedby={ruleId}
            disabled={mode === 'busy'}
            onClick={() => setMode('confirm-cancel')}
          >
            Annuleren{subject}
          </button>
        </div>
      )}
      {mode === 'move' && (
        <MoveForm
          reservation={reservation}
          onDone={(text) => {
            setMode('idle');
            setFailure(null);
            onDone(text);
          }}
        />
      )}
      <p className={styles.errorText} role="status">
        {failure}
      </p>
    </div>
  );
};
