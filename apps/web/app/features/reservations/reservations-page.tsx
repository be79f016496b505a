import type { Reservation } from '@maatwerk/contract';
import { useState } from 'react';
import sections from '~/components/portal-sections.module.css';
import { BookingForm } from './booking-form.tsx';
import styles from './reservations.module.css';
import { type ReservationChange, ReservationsList } from './reservations-list.tsx';

/**
 * Booking on the left, the reservations on the right. The page keeps what was last booked and
 * what was last changed, so that moving or cancelling the reservation just booked takes its
 * 'Gereserveerd' notice away, and the word that a reservation is cancelled stays when its row goes.
 */
export const ReservationsPage = () => {
  const [booked, setBooked] = useState<Reservation | null>(null);
  const [change, setChange] = useState<ReservationChange | null>(null);
  return (
    <>
      <h1>Tijd reserveren</h1>
      <p className="prose">
        Kies een dag en een vrij moment voor een gesprek of werksessie. Je krijgt een link naar de
        afspraakpagina met het videogesprek. Wie die link heeft, kan meedoen zonder in te loggen: stuur hem
        zelf door aan collega's die aansluiten. Collega's met een account zien je reserveringen ook hier.
      </p>
      <div className={`${sections.panels} ${styles.layout}`}>
        <BookingForm
          booked={booked}
          onBooked={(reservation) => {
            setBooked(reservation);
            setChange(null);
          }}
        />
        <ReservationsList
          change={change}
          onChange={(next) => {
            setChange(next);
            if (booked?.id === next.id) setBooked(null);
          }}
        />
      </div>
    </>
  );
};
