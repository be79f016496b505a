import type { MeetingUrl } from '@maatwerk/contract';
import { once } from '~/lib/once.ts';
import styles from './meetings.module.css';

const TIME_ZONE = 'Europe/Amsterdam';
const day = once(
  () =>
    new Intl.DateTimeFormat('nl-NL', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }),
);
const time = once(
  () => new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }),
);

/** The meeting a link points at: when, what about, and the way into the video call. */
export const MeetingDetails = ({ meeting }: { meeting: MeetingUrl }) => {
  const start = new Date(meeting.starts_at);
  const end = new Date(meeting.ends_at);
  return (
    <section aria-labelledby="meet-afspraak" className={styles.meeting}>
      <h2 id="meet-afspraak">{meeting.subject}</h2>
      <p className={styles.when}>
        {day().format(start)}, {time().format(start)} – {time().format(end)}
      </p>
      <p>
        <a href={meeting.url} className="button" target="_blank" rel="noopener noreferrer">
          Deelnemen aan het videogesprek<span className="visually-hidden"> (opent in een nieuw tabblad)</span>
        </a>
      </p>
      <p className={styles.meta}>
        Iedereen met deze link kan deelnemen. Deel hem alleen met de mensen die bij het gesprek horen.
      </p>
    </section>
  );
};

export const MeetingNotFound = ({ message }: { message: string }) => (
  <section className={styles.notFound} role="alert" aria-labelledby="meet-onbekend">
    <h2 id="meet-onbekend">Afspraak niet gevonden</h2>
    <p>{message}</p>
  </section>
);
