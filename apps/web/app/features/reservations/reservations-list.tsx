import type { Reservation } from '@maatwerk/contract';
import { AppLink } from '~/components/app-link.tsx';
import { ListStatus } from '~/components/list-status.tsx';
import sections from '~/components/portal-sections.module.css';
import { usePortalList } from '~/features/portal-data/index.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { ReservationActions } from './reservation-actions.tsx';
import own from './reservations.module.css';
import { formatDay, formatSlot } from './time-format.ts';

const styles = combineStyles(sections, own);

const Item = ({ reservation, upcoming }: { reservation: Reservation; upcoming: boolean }) => (
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
        <ReservationActions reservation={reservation} />
      </>
    )}
  </li>
);

/** The customer's reservations: those to come first, with their meeting page; those past below. */
export const ReservationsList = () => {
  const list = usePortalList('reservations');
  const now = Date.now();
  const upcoming = list.data.filter((reservation) => Date.parse(reservation.ends_at) > now);
  const past = list.data.filter((reservation) => Date.parse(reservation.ends_at) <= now).reverse();
  return (
    <section className={styles.panel} aria-labelledby="reserveringen-titel">
      <h2 id="reserveringen-titel">Je reserveringen</h2>
      <ListStatus {...list} failure="De reserveringen konden niet worden geladen.">
        {upcoming.length === 0 ? (
          <p className={styles.meta}>Je hebt geen reserveringen gepland.</p>
        ) : (
          <ul className={styles.reservations}>
            {upcoming.map((reservation) => (
              <Item key={reservation.id} reservation={reservation} upcoming />
            ))}
          </ul>
        )}
        {past.length > 0 && (
          <details className={styles.past}>
            <summary>Eerdere reserveringen ({past.length})</summary>
            <ul className={styles.reservations}>
              {past.map((reservation) => (
                <Item key={reservation.id} reservation={reservation} upcoming={false} />
              ))}
            </ul>
          </details>
        )}
      </ListStatus>
    </section>
  );
};
