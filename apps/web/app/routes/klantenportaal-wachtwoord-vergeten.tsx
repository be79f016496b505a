import { RequestResetForm } from '~/features/password-reset/index.ts';
import { pageMeta } from '~/lib/meta.ts';
import styles from './klantenportaal.module.css';

export const meta = () =>
  pageMeta({
    title: 'Wachtwoord vergeten',
    description: 'Vraag een link aan om een nieuw wachtwoord te kiezen voor het klantenportaal van Kodewerk.',
    path: '/klantenportaal/wachtwoord-vergeten',
    noindex: true,
  });

export const headers = () => ({ 'cache-control': 'no-store' });

/** Where "Wachtwoord vergeten?" in the login popup and on the login page leads. */
export default function PortalForgotPassword() {
  return (
    <div className={`container page ${styles.page}`}>
      <div className={styles.intro}>
        <h1>Wachtwoord vergeten</h1>
        <p className="prose">
          Geen zorgen: met een link per e-mail kies je zelf een nieuw wachtwoord. Daarna log je weer in op het
          klantenportaal.
        </p>
      </div>
      <section className={styles.card} aria-label="Link aanvragen">
        <RequestResetForm />
      </section>
    </div>
  );
}
