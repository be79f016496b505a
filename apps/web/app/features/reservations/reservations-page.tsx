import { BookingForm } from './booking-form.tsx';
import styles from './reservations.module.css';
import { ReservationsList } from './reservations-list.tsx';

export const ReservationsPage = () => (
  <>
    <h1>Tijd reserveren</h1>
    <p className="prose">
      Kies een dag en een vrij moment voor een gesprek of werksessie. Je krijgt een videolink die je met
      collega's kunt delen.
    </p>
    <div className={styles.layout}>
      <BookingForm />
      <ReservationsList />
    </div>
  </>
);
