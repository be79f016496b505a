import { AppLink } from '~/components/app-link.tsx';
import { useClientStore } from '~/lib/client-store.ts';
import { siteConfig } from '~/lib/config.ts';
import { pageMeta, siteUrlOf } from '~/lib/meta.ts';
import type { Route } from './+types/bedankt';
import styles from './bedankt.module.css';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Bedankt',
    description: 'Bedankt voor je bericht aan Kodewerk. We nemen zo snel mogelijk contact met je op.',
    path: '/bedankt',
    siteUrl: siteUrlOf(matches),
  });

export default function Bedankt() {
  const title = useClientStore((state) => state.thanksTitle);
  const text = useClientStore((state) => state.thanksText);
  return (
    <div className="container page">
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="30" height="30">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        <p className={styles.actions}>
          <AppLink to="/" className="button">
            Terug naar de homepage
          </AppLink>
          <AppLink to={siteConfig.supportLinks.knowledgeBase.href} className="button button-secondary">
            Naar de kennisbank
          </AppLink>
        </p>
      </div>
    </div>
  );
}
