import { useSearchParams } from 'react-router';
import { ConfirmEmailChange } from '~/features/email-change/index.ts';
import { pageMeta } from '~/lib/meta.ts';
import styles from './klantenportaal.module.css';

export const meta = () =>
  pageMeta({
    title: 'E-mailadres bevestigen',
    description: 'Bevestig je nieuwe e-mailadres voor het klantenportaal van Kodewerk.',
    path: '/klantenportaal/e-mailadres-bevestigen',
    noindex: true,
  });

// The token is in the address: not cached, and not passed on to other sites.
export const headers = () => ({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });

/** Where the confirmation mail's link lands. */
export default function PortalConfirmEmailChange() {
  const [params] = useSearchParams();
  return (
    <div className={`container page ${styles.page}`}>
      <div className={styles.intro}>
        <h1>E-mailadres bevestigen</h1>
      </div>
      <section className={styles.card} aria-label="E-mailadres bevestigen">
        <ConfirmEmailChange token={params.get('token')?.trim() ?? ''} />
      </section>
    </div>
  );
}
