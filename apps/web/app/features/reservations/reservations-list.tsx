import type { Reservation } from '@maatwerk/contract';
import { AppLink } from '~/components/app-link.tsx';
import { ListStatus } from '~/components/list-status.tsx';
import sections from '~/components/portal-sections.module.css';
import { useMessageFocus } from '~/components/use-message-focus.ts';
import { usePortalList } from '~/features/portal-data/index.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { ReservationActions } from './reservation-actions.tsx';
import own from './reservations.module.css';
import { formatDay, formatSlot } from './time-format.ts';

const styles = combineStyles(sections, own);

/** A reservation moved or cancelled, and the sentence that says so. */
export interface ReservationChange {
  id: number;
  text: string;
}

interface ItemProps {
  reservation: Reservation;
  upcoming: boolean;
  onChange: (change: ReservationChange) => void;
}

const Item = ({ reservation, upcoming, onChange }: ItemProps) => (
  <li className={styles.reservation}>
    <p className={styles.when}>
      {formatDay(reservation.starts_at)}, {formatSlot(reservation.starts_at, reservation.ends_at)}
    </p>
    <p className={styles.subject}>{reservation.subject}</p>
    {upcoming && (
      <>
        <AppLink to={`/meet?id=${encodeURIComponent(reservation.meeting_id)}`}>
          Afspraakpagina en videolink<span className="visually-hidden"> voor {reservation.subject}</span>
        </AppLink>
        <ReservationActions
          reservation={reservation}
          onDone={(text) => onChange({ id: reservation.id, text })}
        />
      </>
    )}
  </li>
);

interface ReservationsListProps {
  /** The last move or cancellation: said above the list, where focus goes after it. */
  change: ReservationChange | null;
  onChange: (change: ReservationChange) => void;
}

/** The customer's reservations: those to come first, with their meeting page; those past below. */
export const ReservationsList = ({ change, onChange }: ReservationsListProps) => {
  const list = usePortalList('reservations');
  const changeRef = useMessageFocus(change);
  const now = Date.now();
  const upcoming = list.data.filter((reservation) => Date.parse(reservation.ends_at) > now);
  const past = list.data.filter((reservation) => Date.parse(reservation.ends_at) <= now).reverse();
  return (
    <section className={styles.panel} aria-labelledby="reserveringen-titel">
      <h2 id="reserveringen-titel">Je reserveringen</h2>
      <p ref={changeRef} tabIndex={-1} className={styles.doneText} role="status">
        {change?.text}
      </p>
      <ListStatus {...list} failure="De reserveringen konden niet worden geladen.">
        {upcoming.length === 0 ? (
          <p className={styles.meta}>Je hebt geen reserveringen gepland.</p>
        ) : (
          <ul className={styles.reservations}>
            {upcoming.map((reservation) => (
              <Item key={reservation.id} reservation={reservation} upcoming onChange={onChange} />
            ))}
          </ul>
        )}
        {past.length > 0 && (
          <details className={styles.past}>
            <summary>Eerdere reserveringen ({past.length})</summary>
            <ul className={styles.reservations}>
              {past.map((reservation) => (
                <Item key={reservation.id} reservation={reservation} upcoming={false} onChange={onChange} />
              ))}
            </ul>
          </details>
        )}
      </ListStatus>
    </section>
  );
};
