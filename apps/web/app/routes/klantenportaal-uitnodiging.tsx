import { useSearchParams } from 'react-router';
import { InvitationForm } from '~/features/invitation/index.ts';
import { pageMeta } from '~/lib/meta.ts';
import styles from './klantenportaal.module.css';

export const meta = () =>
  pageMeta({
    title: 'Uitnodiging klantenportaal',
    description: 'Kies je wachtwoord voor het klantenportaal van Kodewerk.',
    path: '/klantenportaal/uitnodiging',
    noindex: true,
  });

export const headers = () => ({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });

/** Where the invitation mail's link lands: set a password, then log in. */
export default function PortalInvitation() {
  const [params] = useSearchParams();
  return (
    <div className={`container page ${styles.page}`}>
      <div className={styles.intro}>
        <h1>Uitnodiging klantenportaal</h1>
        <p className="prose">
          Met je wachtwoord log je in op het klantenportaal, waar je opdrachten, facturen, domeinnamen en
          hosting van je bedrijf staan.
        </p>
      </div>
      <section className={styles.card} aria-label="Wachtwoord instellen">
        <InvitationForm token={params.get('token')?.trim() ?? ''} />
      </section>
    </div>
  );
}
