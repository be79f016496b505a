import type { Domain, HostingPackage, Server } from '@maatwerk/contract';
import { AppLink } from '~/components/app-link.tsx';
import badges from '~/components/badge.module.css';
import type { BadgeTone } from '~/components/badge.ts';
import cards from '~/components/card-list.module.css';
import tables from '~/components/data-table.module.css';
import stacked from '~/components/stacked-table.module.css';
import { combineStyles } from '~/lib/combine-styles.ts';
import { daysUntil, formatDate, formatEuro } from '~/lib/format.ts';
import own from './hosting.module.css';

const styles = combineStyles(badges, cards, tables, stacked, own);

const yesNo = (value: boolean) => (value ? 'Aan' : 'Uit');

const serverStatus: Record<Server['status'], string> = {
  actief: 'Actief',
  onderhoud: 'In onderhoud',
  uit: 'Uit',
};
const serverTones: Record<Server['status'], BadgeTone> = {
  actief: 'success',
  onderhoud: 'warning',
  uit: 'neutral',
};
const packageStatus: Record<HostingPackage['status'], string> = { actief: 'Actief', opgezegd: 'Opgezegd' };
const packageTones: Record<HostingPackage['status'], BadgeTone> = { actief: 'success', opgezegd: 'neutral' };

export const DomainsTable = ({ domains }: { domains: Domain[] }) => {
  if (domains.length === 0) return <p>Je hebt nog geen domeinnamen bij ons.</p>;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Domeinnamen</caption>
      <thead>
        <tr>
          <th scope="col">Domeinnaam</th>
          <th scope="col">Loopt af</th>
          <th scope="col">Vergrendeling</th>
          <th scope="col">Automatisch verlengen</th>
          <th scope="col">Nameservers</th>
        </tr>
      </thead>
      <tbody>
        {domains.map((domain) => {
          const days = daysUntil(domain.expires_on);
          const urgent = days <= 30 && !domain.auto_renew;
          return (
            <tr key={domain.id}>
              <td data-label="Domeinnaam">
                <AppLink to={`/klantenportaal/webhosting/${domain.id}`} className={styles.strongLink}>
                  {domain.name}
                </AppLink>
              </td>
              <td data-label="Loopt af">
                {formatDate(domain.expires_on)}
                {urgent && (
                  <span className={styles.warning}>over {days} dagen, niet automatisch verlengd</span>
                )}
              </td>
              <td data-label="Vergrendeling">{yesNo(domain.locked)}</td>
              <td data-label="Automatisch verlengen">{yesNo(domain.auto_renew)}</td>
              <td data-label="Nameservers">
                <span className={styles.nameservers}>{domain.nameservers.join(', ')}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};

export const ServersList = ({ servers }: { servers: Server[] }) => {
  if (servers.length === 0) return <p>Je hebt geen servers bij ons.</p>;
  return (
    <ul className={styles.cards}>
      {servers.map((server) => (
        <li key={server.id} className={styles.card}>
          <div className={styles.cardHead}>
            <p className={styles.resultName}>{server.hostname}</p>
            <span className={styles.badge} data-tone={serverTones[server.status]}>
              {serverStatus[server.status]}
            </span>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>IP-adres</dt>
              <dd>{server.ip_address}</dd>
            </div>
            <div>
              <dt>Systeem</dt>
              <dd>{server.operating_system}</dd>
            </div>
            <div>
              <dt>Capaciteit</dt>
              <dd>
                {server.cpu_cores} cores · {server.memory_gb} GB geheugen · {server.disk_gb} GB opslag
              </dd>
            </div>
            <div>
              <dt>Locatie</dt>
              <dd>{server.location}</dd>
            </div>
            <div>
              <dt>Kosten</dt>
              <dd>{formatEuro(server.monthly_cents)} per maand (excl. btw)</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
};

export const PackagesList = ({ packages, domains }: { packages: HostingPackage[]; domains: Domain[] }) => {
  if (packages.length === 0) return <p>Je hebt geen hostingpakketten.</p>;
  return (
    <ul className={styles.cards}>
      {packages.map((hostingPackage) => {
        const linked = domains.filter((domain) => domain.hosting_package_id === hostingPackage.id);
        return (
          <li key={hostingPackage.id} className={styles.card}>
            <div className={styles.cardHead}>
              <p className={styles.resultName}>{hostingPackage.name}</p>
              <span className={styles.badge} data-tone={packageTones[hostingPackage.status]}>
                {packageStatus[hostingPackage.status]}
              </span>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>Pakket</dt>
                <dd>{hostingPackage.plan}</dd>
              </div>
              <div>
                <dt>Ruimte</dt>
                <dd>
                  {hostingPackage.disk_gb} GB · {hostingPackage.mailboxes} mailboxen
                </dd>
              </div>
              <div>
                <dt>Kosten</dt>
                <dd>{formatEuro(hostingPackage.monthly_cents)} per maand (excl. btw)</dd>
              </div>
              <div>
                <dt>{hostingPackage.status === 'actief' ? 'Verlengt op' : 'Loopt tot'}</dt>
                <dd>{formatDate(hostingPackage.renews_on)}</dd>
              </div>
              {linked.length > 0 && (
                <div>
                  <dt>Domeinen</dt>
                  <dd>{linked.map((domain) => domain.name).join(', ')}</dd>
                </div>
              )}
            </dl>
          </li>
        );
      })}
    </ul>
  );
};
