import { ApiRequestError } from '@maatwerk/contract';
import { AppLink } from '~/components/app-link.tsx';
import { LoadError } from '~/components/list-status.tsx';
import { daysUntil, formatDate } from '~/lib/format.ts';
import { ControlPanelLogin } from './control-panel-login.tsx';
import styles from './domain.module.css';
import { failureMessage, useDomain } from './domain-api.ts';
import { DomainScreenshot } from './domain-screenshot.tsx';
import { DomainSwitches } from './domain-switches.tsx';
import { NameserversForm } from './nameservers-form.tsx';

const BackLink = () => (
  <p className={styles.back}>
    <AppLink to="/klantenportaal/webhosting">← Terug naar webhosting</AppLink>
  </p>
);

/** One domain: its website, lock and renewal, nameservers and the way into the control panel. */
export const DomainPage = ({ id }: { id: number }) => {
  const query = useDomain(id);

  if (id <= 0) {
    return (
      <>
        <BackLink />
        <h1>Domeinnaam niet gevonden</h1>
        <p role="alert">Deze domeinnaam bestaat niet, of is niet van jou.</p>
      </>
    );
  }
  if (query.isPending) {
    return (
      <>
        <BackLink />
        <h1>Domeinnaam</h1>
        <p aria-busy="true">Domeinnaam wordt geladen…</p>
      </>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <>
        <BackLink />
        <h1>{missing ? 'Domeinnaam niet gevonden' : 'Domeinnaam'}</h1>
        <LoadError
          failure={failureMessage(query.error, 'De domeinnaam kon niet worden geladen.')}
          retry={missing ? undefined : query.refetch}
          isFetching={query.isFetching}
        />
      </>
    );
  }

  const domain = query.data;
  const days = daysUntil(domain.expires_on);
  return (
    <>
      <BackLink />
      <h1 className={styles.title}>{domain.name}</h1>
      <p className={styles.lead}>
        Geregistreerd sinds {formatDate(domain.registered_on)} · loopt af op {formatDate(domain.expires_on)}
        {days >= 0 && days <= 30 && !domain.auto_renew && (
          <strong className={styles.warningText}>
            {' '}
            · over {days} dagen, en wordt niet automatisch verlengd
          </strong>
        )}
      </p>
      <div className={styles.layout}>
        <div className={styles.column}>
          <DomainSwitches domain={domain} />
          <NameserversForm domain={domain} />
        </div>
        <div className={styles.column}>
          <DomainScreenshot domain={domain} />
          <ControlPanelLogin domain={domain} />
        </div>
      </div>
    </>
  );
};
