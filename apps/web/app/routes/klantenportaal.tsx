import { Suspense, useId } from 'react';
import { LoginPanel } from '~/features/auth/index.ts';
import { pageMeta } from '~/lib/meta.ts';
import styles from './klantenportaal.module.css';

export const meta = () =>
  pageMeta({
    title: 'Klantenportaal',
    description:
      'Log in op het klantenportaal van Kodewerk voor je opdrachten, facturen, domeinen en hosting.',
    path: '/klantenportaal',
  });

/** The portal's entry: the login form inline, or who is logged in. */
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
        <Suspense fallback={<p aria-busy="true">Bezig met laden…</p>}>
          <LoginPanel titleId={titleId} headingLevel={2} />
        </Suspense>
      </section>
    </div>
  );
}
