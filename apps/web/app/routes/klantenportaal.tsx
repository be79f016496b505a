import { useId } from 'react';
import { LoginPanel } from '~/features/auth/login-panel.tsx';
import { pageMeta } from '~/lib/meta.ts';
import styles from './klantenportaal.module.css';

export const meta = () =>
  pageMeta({
    title: 'Klantenportaal',
    description:
      'Log in op het klantenportaal van Kodewerk voor je opdrachten, facturen, domeinen en hosting.',
    path: '/klantenportaal',
  });

/**
 * The portal's entry: the login form inline, or who is logged in. The panel is imported, not lazy,
 * so that the server links its stylesheets and the form does not change size once they load.
 */
export default function PortalLogin() {
  const titleId = useId();
  return (
    <div className={`container page ${styles.page}`}>
      <div className={styles.intro}>
        <h1>Klantenportaal</h1>
        <p className="prose">
          In het klantenportaal volg je je opdrachten, bekijk je facturen en beheer je domeinnamen, servers en
          hostingpakketten.
        </p>
      </div>
      <section className={styles.card} aria-labelledby={titleId}>
        <LoginPanel titleId={titleId} headingLevel={2} />
      </section>
    </div>
  );
}
