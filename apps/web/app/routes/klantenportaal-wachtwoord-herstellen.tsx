import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '~/features/password-reset/index.ts';
import { pageMeta } from '~/lib/meta.ts';
import styles from './klantenportaal.module.css';

export const meta = () =>
  pageMeta({
    title: 'Nieuw wachtwoord kiezen',
    description: 'Kies een nieuw wachtwoord voor het klantenportaal van Kodewerk.',
    path: '/klantenportaal/wachtwoord-herstellen',
    noindex: true,
  });

// The token is in the address: not cached, and not passed on to other sites.
export const headers = () => ({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });

/** Where the reset mail's link lands: a new password, then log in. */
export default function PortalResetPassword() {
  const [params] = useSearchParams();
  return (
    <div className={`container page ${styles.page}`}>
      <div className={styles.intro}>
        <h1>Nieuw wachtwoord kiezen</h1>
        <p className="prose">
          Kies een wachtwoord dat je nergens anders gebruikt. Met je nieuwe wachtwoord word je op al je
          apparaten uitgelogd.
        </p>
      </div>
      <section className={styles.card} aria-label="Wachtwoord herstellen">
        <ResetPasswordForm token={params.get('token')?.trim() ?? ''} />
      </section>
    </div>
  );
}
