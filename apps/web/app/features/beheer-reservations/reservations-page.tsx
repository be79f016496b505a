import {
  ApiRequestError,
  apiRoutes,
  type BookingSchedule,
  DayOffBody,
  OPERATIONS,
  type StaffReservation,
  WeeklyHoursBody,
  weekdayLabels,
  weekdays,
} from '@maatwerk/contract';
import { formatCalendarDate } from '@maatwerk/contract/constants';
import { useId, useState } from 'react';
import styles from '~/components/beheer-page.module.css';
import { bodySchema } from '~/components/form/body-schema.ts';
import { RulesForm, TextField, useRulesForm } from '~/components/form/index.ts';
import { WeekdayFields } from '~/components/form/weekday-fields.tsx';
import { textToWeek, type WeekValues, weekFieldOf, weekToText } from '~/components/form/weekly-ranges.ts';
import { QueryListStatus } from '~/components/list-status.tsx';
import { staffApi, useStaff } from '~/features/beheer-shell/index.ts';
import {
  useBookingSchedule,
  useCancelReservation,
  useScheduleSaved,
  useStaffReservations,
} from './reservation-api.ts';

const when = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The contract's messages per range, on the field of the range's weekday. */
const weekSchema = bodySchema(WeeklyHoursBody, {
  toBody: (values: WeekValues) => ({ ranges: textToWeek(values) }),
  fields: weekFieldOf,
});

const toText = (schedule: BookingSchedule): WeekValues => weekToText(schedule.ranges);

const WeeklyForm = ({
  schedule,
  onSaved,
}: {
  schedule: BookingSchedule;
  onSaved: (saved: BookingSchedule) => void;
}) => {
  const headingId = useId();
  const [saved, setSaved] = useState(false);
  const form = useRulesForm<WeekValues>({ defaultValues: toText(schedule), schema: weekSchema });
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Reserveerbare uren per week</h2>
      <p className={styles.meta}>
        Per dag één of meer tijdvakken, zoals 09:00-12:00, 13:00-17:00. Leeg: op die dag kan niemand
        reserveren. Een afspraak duurt een uur.
      </p>
      <p className={styles.notice} role="status">
        {saved ? 'De uren zijn opgeslagen; klanten zien ze meteen.' : ''}
      </p>
      <RulesForm
        form={form}
        aria-labelledby={headingId}
        submitLabel="Uren opslaan"
        busyLabel="Bezig met opslaan…"
        onSubmit={async (values) => {
          setSaved(false);
          const ranges = textToWeek(values);
          const answer = await staffApi(apiRoutes.staffUpdateWeeklyHours, { body: { ranges } });
          form.reset(toText(answer));
          onSaved(answer);
          setSaved(true);
        }}
      >
        <WeekdayFields />
      </RulesForm>
    </section>
  );
};

const DaysOff = ({
  schedule,
  canWrite,
  onSaved,
}: {
  schedule: BookingSchedule;
  canWrite: boolean;
  onSaved: (saved: BookingSchedule) => void;
}) => {
  const headingId = useId();
  const newId = useId();
  const form = useRulesForm({
    defaultValues: { starts_on: '', ends_on: '', reason: '' },
    schema: DayOffBody,
  });
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Vrije dagen</h2>
      {schedule.days_off.length === 0 ? (
        <p className={styles.meta}>Geen vrije dagen gepland.</p>
      ) : (
        <ul className={styles.list}>
          {schedule.days_off.map((day) => (
            <li key={day.id} className={styles.item}>
              <div className={styles.itemHead}>
                <strong>
                  {day.starts_on === day.ends_on
                    ? formatCalendarDate(day.starts_on)
                    : `${formatCalendarDate(day.starts_on)} t/m ${formatCalendarDate(day.ends_on)}`}
                </strong>
                {canWrite && (
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={async () =>
                      onSaved(await staffApi(apiRoutes.staffDeleteDayOff, { params: { id: day.id } }))
                    }
                  >
                    Verwijderen<span className="visually-hidden"> vrije dag {day.starts_on}</span>
                  </button>
                )}
              </div>
              <p className={styles.meta}>{day.reason}</p>
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <>
          <h3 id={newId}>Vrije dagen toevoegen</h3>
          <RulesForm
            form={form}
            aria-labelledby={newId}
            submitLabel="Toevoegen"
            busyLabel="Bezig met toevoegen…"
            onSubmit={async (values) => {
              const body = DayOffBody.parse(values);
              onSaved(await staffApi(apiRoutes.staffCreateDayOff, { body }));
              form.reset({ starts_on: '', ends_on: '', reason: '' });
            }}
          >
            <TextField name="starts_on" label="Vanaf" type="date" />
            <TextField name="ends_on" label="Tot en met" type="date" />
            <TextField name="reason" label="Reden" hint="De klant ziet deze reden bij het reserveren." />
          </RulesForm>
        </>
      )}
    </section>
  );
};

const Reservations = ({ canWrite }: { canWrite: boolean }) => {
  const headingId = useId();
  const [message, setMessage] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);
  const list = useStaffReservations();
  const cancelReservation = useCancelReservation();
  const cancel = async (reservation: StaffReservation) => {
    setMessage(null);
    try {
      await cancelReservation.mutateAsync(reservation.id);
      setMessage({
        tone: 'status',
        text: `De afspraak met ${reservation.customer_name} is geannuleerd en de klant is gemaild.`,
      });
    } catch (error) {
      setMessage({
        tone: 'alert',
        text:
          error instanceof ApiRequestError && error.body ? error.body.message : 'Annuleren is niet gelukt.',
      });
    }
  };
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Reserveringen</h2>
      <p className={styles.notice} role={message?.tone ?? 'status'}>
        {message?.text}
      </p>
      <QueryListStatus query={list} failure="De reserveringen konden niet worden geladen.">
        {(reservations) =>
          reservations.length === 0 ? (
            <p className={styles.meta}>Geen reserveringen vanaf vandaag.</p>
          ) : (
            <ul className={styles.list}>
              {reservations.map((reservation) => (
                <li key={reservation.id} className={styles.item}>
                  <div className={styles.itemHead}>
                    <strong>{capital(when(reservation.starts_at))}</strong>
                    {canWrite && (
                      <button
                        type="button"
                        className="button button-secondary"
                        onClick={() => cancel(reservation)}
                      >
                        Annuleren
                        <span className="visually-hidden"> afspraak {when(reservation.starts_at)}</span>
                      </button>
                    )}
                  </div>
                  <p className={styles.meta}>
                    {reservation.customer_name}
                    {reservation.person_name ? ` · ${reservation.person_name}` : ''} · {reservation.subject}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryListStatus>
    </section>
  );
};

/** The developers' bookable hours, their days off, and every customer's reservations. */
export const ReservationsPage = () => {
  const staff = useStaff();
  const canWrite = OPERATIONS.includes(staff.role);
  const schedule = useBookingSchedule();
  const saved = useScheduleSaved();
  return (
    <div className={styles.page}>
      <h1>Tijd en reserveringen</h1>
      <QueryListStatus query={schedule} failure="De reserveerbare uren konden niet worden geladen.">
        {(data) => (
          <div className={styles.columns}>
            {canWrite ? (
              <WeeklyForm schedule={data} onSaved={saved} />
            ) : (
              <section className={styles.panel}>
                <h2>Reserveerbare uren per week</h2>
                <ul className={styles.list}>
                  {weekdays.map((day) => (
                    <li key={day}>
                      {capital(weekdayLabels[day] ?? '')}: {toText(data)[`day${day}`] || 'niet reserveerbaar'}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <DaysOff schedule={data} canWrite={canWrite} onSaved={saved} />
          </div>
        )}
      </QueryListStatus>
      <Reservations canWrite={canWrite} />
    </div>
  );
};
