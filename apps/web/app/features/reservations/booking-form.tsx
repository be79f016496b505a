import {
  ApiRequestError,
  apiRoutes,
  BOOKING_END_HOUR,
  BOOKING_FIRST_HOUR,
  BOOKING_HORIZON_DAYS,
  BOOKING_SLOT_MINUTES,
  CreateReservationBody,
  dateField,
  type Reservation,
  type TimeSlot,
} from '@maatwerk/contract';
import { todayInAmsterdam } from '@maatwerk/contract/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { AppLink } from '~/components/app-link.tsx';
import { bodySchema } from '~/components/form/body-schema.ts';
import { FieldMessage, RulesForm, TextField, useField, useRulesForm } from '~/components/form/index.ts';
import sections from '~/components/portal-sections.module.css';
import notices from '~/components/success-notice.module.css';
import { usePortalFetchers } from '~/features/portal-data/index.ts';
import { api } from '~/lib/api-client.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import own from './reservations.module.css';
import { addDays, firstBookableDay, formatDay, formatSlot } from './time-format.ts';

const styles = combineStyles(sections, own);

interface Values {
  date: string;
  slot: string;
  subject: string;
}

export const availabilityKey = (date: string) => ['booking-availability', date] as const;

/** A form with a SlotPicker: its slot is the body's starts_at; its day only picks the slots shown. */
export const slotFormSchema = <V extends { date: string; slot: string }>(body: z.ZodType, dayLabel: string) =>
  bodySchema(body, {
    toBody: ({ date: _day, slot, ...rest }: V) => ({ ...rest, starts_at: slot }),
    fields: { starts_at: 'slot' },
    formFields: z.object({ date: dateField(dayLabel) }),
  });

/** The API's message about starts_at (just taken, too late) belongs by the slot picker. */
export const onSlotField = (error: unknown) =>
  error instanceof ApiRequestError && error.body?.fields?.starts_at
    ? new ApiRequestError(error.status, { ...error.body, fields: { slot: error.body.fields.starts_at } })
    : error;

const bookingSchema = slotFormSchema<Values>(CreateReservationBody, 'Datum');

/** As many grey slots as an open day has, while they load. */
const slotPlaceholderKeys = Array.from(
  { length: ((BOOKING_END_HOUR - BOOKING_FIRST_HOUR) * 60) / BOOKING_SLOT_MINUTES },
  (_, n) => `slot-${n}`,
);

const SlotPicker = ({ date }: { date: string }) => {
  const field = useField({ name: 'slot', label: 'Tijdstip' });
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const availability = useQuery({
    queryKey: availabilityKey(date),
    queryFn: () => api(apiRoutes.getAvailability, { query: { date } }),
    enabled: valid,
  });
  const slots: TimeSlot[] = availability.data?.slots ?? [];
  return (
    <fieldset
      className={styles.slots}
      aria-describedby={field.message ? field.errorId : undefined}
      aria-busy={availability.isFetching || undefined}
    >
      <legend className={styles.legend}>
        {valid ? `Vrije tijden op ${formatDay(date)}` : 'Vrije tijden'}
      </legend>
      {!valid ? (
        <p className={styles.meta}>Kies eerst een datum.</p>
      ) : availability.isPending ? (
        <>
          <p className="visually-hidden">Vrije tijden worden geladen…</p>
          <ul className={styles.slotList} aria-hidden="true">
            {slotPlaceholderKeys.map((key) => (
              <li key={key} className={styles.slotPlaceholder} />
            ))}
          </ul>
        </>
      ) : availability.isError ? (
        <p className={styles.errorText}>De vrije tijden konden niet worden geladen. Probeer het opnieuw.</p>
      ) : slots.length === 0 ? (
        <p className={styles.meta}>
          {availability.data.closed_reason ?? 'Op deze dag is alles al bezet. Kies een andere dag.'}
        </p>
      ) : (
        <ul className={styles.slotList}>
          {slots.map((slot) => (
            <li key={slot.starts_at}>
              <label className={styles.slot}>
                <input
                  type="radio"
                  value={slot.starts_at}
                  {...field.registration}
                  aria-invalid={field.aria['aria-invalid']}
                />
                <span>{formatSlot(slot.starts_at, slot.ends_at)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldMessage id={field.errorId} message={field.message} />
    </fieldset>
  );
};

/** The day (from today up to the booking horizon) and a free slot on it, as a form of `date` and `slot` takes them. */
export const DayAndSlotFields = ({ dayLabel, dayHint }: { dayLabel: string; dayHint?: string }) => {
  const date = useWatch<{ date: string }, 'date'>({ name: 'date' });
  const today = todayInAmsterdam();
  return (
    <>
      <TextField
        name="date"
        label={dayLabel}
        type="date"
        min={today}
        max={addDays(today, BOOKING_HORIZON_DAYS)}
        hint={dayHint}
      />
      <SlotPicker date={date} />
    </>
  );
};

interface BookingFormProps {
  /** The reservation just booked, shown above the form until it is moved or cancelled. */
  booked: Reservation | null;
  onBooked: (reservation: Reservation | null) => void;
}

/** Pick a day, a free slot and a subject; the slot is the customer's once the API says so. */
export const BookingForm = ({ booked, onBooked: setBooked }: BookingFormProps) => {
  const headingId = useId();
  const queryClient = useQueryClient();
  const { refetch } = usePortalFetchers();
  const form = useRulesForm<Values>({
    defaultValues: { date: firstBookableDay(), slot: '', subject: '' },
    schema: bookingSchema,
  });
  const book = async (values: Values) => {
    setBooked(null);
    try {
      const reservation = await api(apiRoutes.createReservation, {
        body: { starts_at: values.slot, subject: values.subject },
      });
      setBooked(reservation);
      form.reset({ date: values.date, slot: '', subject: '' });
    } catch (error) {
      throw onSlotField(error);
    } finally {
      // Booked or just taken by someone else: either way the free slots have changed.
      await queryClient.invalidateQueries({ queryKey: availabilityKey(values.date) });
      void refetch('reservations');
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Nieuwe reservering</h2>
      {booked && (
        <div className={`${notices.notice} ${styles.success}`} role="status">
          <p>
            Gereserveerd: {formatDay(booked.starts_at)}, {formatSlot(booked.starts_at, booked.ends_at)} ·{' '}
            {booked.subject}.{' '}
            <AppLink to={`/meet?id=${encodeURIComponent(booked.meeting_id)}`}>Naar de afspraakpagina</AppLink>
          </p>
          <p className={styles.mailNote}>
            Je krijgt een bevestiging per mail, met de afspraak voor je agenda.
          </p>
        </div>
      )}
      <RulesForm
        form={form}
        onSubmit={book}
        submitLabel="Reserveren"
        busyLabel="Bezig met reserveren…"
        aria-labelledby={headingId}
      >
        <DayAndSlotFields
          dayLabel="Datum"
          dayHint="Tot drie maanden vooruit; de vrije tijden van de gekozen dag staan hieronder."
        />
        <TextField name="subject" label="Onderwerp" placeholder="Waar wil je het over hebben?" />
      </RulesForm>
    </section>
  );
};
