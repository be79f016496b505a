import sections from '~/components/portal-sections.module.css';
import { BookingForm } from './booking-form.tsx';
import styles from './reservations.module.css';
import { ReservationsList } from './reservations-list.tsx';

export const ReservationsPage = () => (
  <>
    <h1>Tijd reserveren</h1>
    <p className="prose">
      Kies een dag en een vrij moment voor een gesprek of werksessie. Je krijgt een link naar de
      afspraakpagina met het videogesprek. Wie die link heeft, kan meedoen zonder in te loggen: stuur hem zelf
      door aan collega's die aansluiten. Collega's met een account zien je reserveringen ook hier.
    </p>
    <div className={`${sections.panels} ${styles.layout}`}>
      <BookingForm />
      <ReservationsList />
    </div>
  </>
);
