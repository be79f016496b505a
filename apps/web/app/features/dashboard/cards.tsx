import { userStoryStatusLabels as orderStatusLabels } from '@maatwerk/contract';
import { formatMinutes, teamRoleMayOpen } from '@maatwerk/contract/constants';
import { AppLink } from '~/components/app-link.tsx';
import { useWaitingHours, type WaitingHours } from '~/features/hours/index.ts';
import { useClientStore } from '~/lib/client-store.ts';
import { daysUntil, formatDate, formatDateTime, formatEuro, formatShortDate } from '~/lib/format.ts';
import styles from './dashboard.module.css';
import { ListCard } from './list-card.tsx';
import {
  activePackages,
  counted,
  domainsByRenewal,
  openOrders,
  proFormaTotal,
  serversByStatus,
  unpaidInvoices,
  upcomingReservations,
} from './summaries.ts';

const SHOWN = 3;

export const OrdersCard = () => (
  <ListCard
    list="orders"
    height={31.5}
    title="Open opdrachten"
    failure="De opdrachten konden niet worden geladen."
    link={{ to: '/klantenportaal/opdrachten', label: 'Alle opdrachten' }}
  >
    {(orders) => {
      const open = openOrders(orders);
      const waiting = open.filter((order) => order.status === 'wacht_op_klant').length;
      if (open.length === 0) return <p>Je hebt geen open opdrachten.</p>;
      return (
        <>
          <div className={styles.figure}>{counted(open.length, 'open opdracht', 'open opdrachten')}</div>
          {waiting > 0 && (
            <p className={styles.attention}>
              {counted(waiting, 'opdracht wacht', 'opdrachten wachten')} op jouw reactie
            </p>
          )}
          <ul className={styles.items}>
            {open.slice(0, SHOWN).map((order) => (
              <li key={order.id}>
                <AppLink to={`/klantenportaal/opdrachten/${order.id}`}>{order.title}</AppLink>
                <span className={styles.meta}>
                  {orderStatusLabels[order.status]} · prioriteit {order.priority}
                </span>
              </li>
            ))}
          </ul>
        </>
      );
    }}
  </ListCard>
);

export const InvoicesCard = () => (
  <ListCard
    list="invoices"
    height={23}
    title="Openstaande facturen"
    failure="De facturen konden niet worden geladen."
    link={{ to: '/klantenportaal/facturen', label: 'Alle facturen' }}
  >
    {(invoices) => {
      const { unpaid, overdue, totalCents } = unpaidInvoices(invoices);
      if (unpaid.length === 0) return <p>Alle facturen zijn betaald.</p>;
      return (
        <>
          <div className={styles.figure}>{formatEuro(totalCents)}</div>
          <p>
            {counted(unpaid.length, 'factuur staat', 'facturen staan')} open
            {overdue > 0 && (
              <strong className={styles.attention}>, waarvan {overdue} over de vervaldatum</strong>
            )}
          </p>
          <ul className={styles.items}>
            {unpaid.slice(0, SHOWN).map((invoice) => (
              <li key={invoice.id}>
                <span>{invoice.number ?? invoice.description}</span>
                <span className={styles.meta}>
                  {formatEuro(invoice.total_cents)}
                  {invoice.due_on && ` · vervalt ${formatDate(invoice.due_on)}`}
                </span>
              </li>
            ))}
          </ul>
        </>
      );
    }}
  </ListCard>
);

/** The hours waiting for an answer: they are on no invoice before they are approved. */
const WaitingHoursNote = ({ waiting }: { waiting: WaitingHours }) => (
  <>
    <p className={styles.attention}>
      {formatMinutes(waiting.minutes)} ({counted(waiting.entries, 'tijdregel', 'tijdregels')}) wacht op je
      goedkeuring.
    </p>
    <p>
      <AppLink to={waiting.link}>Uren goedkeuren</AppLink>
    </p>
  </>
);

export const ProFormaCard = () => {
  const waiting = useWaitingHours();
  return (
    <ListCard
      list="proForma"
      height={15.5}
      title="Nog te factureren"
      failure="Het werk dat nog gefactureerd wordt kon niet worden geladen."
      link={{ to: '/klantenportaal/facturen', label: 'Naar facturen' }}
    >
      {(lines) => {
        const note = waiting && <WaitingHoursNote waiting={waiting} />;
        if (lines.length === 0)
          return (
            <>
              <p>Er staat geen werk klaar voor de volgende factuur.</p>
              {note}
            </>
          );
        const { totalCents, lastWorkedOn } = proFormaTotal(lines);
        return (
          <>
            <div className={styles.figure}>{formatEuro(totalCents)}</div>
            <p>
              {counted(lines.length, 'regel', 'regels')} excl. btw
              {lastWorkedOn && `, laatst gewerkt op ${formatDate(lastWorkedOn)}`}
            </p>
            {note}
          </>
        );
      }}
    </ListCard>
  );
};

export const HourBundlesCard = () => (
  <ListCard
    list="hourBundles"
    height={12}
    title="Strippenkaart"
    failure="Je strippenkaart kon niet worden geladen."
    link={{ to: '/klantenportaal/facturen#strippenkaart', label: 'Naar je strippenkaart' }}
  >
    {({ bundles, remaining_minutes }) => {
      const open = bundles.filter((bundle) => bundle.remaining_minutes > 0);
      if (open.length === 0) return <p className={styles.attention}>Je strippenkaart is op.</p>;
      const total = open.reduce((sum, bundle) => sum + bundle.total_minutes, 0);
      return (
        <>
          <div className={styles.figure}>{formatMinutes(remaining_minutes)}</div>
          <p>over van {formatMinutes(total)} op je strippenkaart</p>
          {open.some((bundle) => bundle.runs_low) && (
            <p className={styles.attention}>Je strippenkaart is bijna op.</p>
          )}
        </>
      );
    }}
  </ListCard>
);

export const DomainsCard = () => (
  <ListCard
    list="domains"
    height={24.5}
    title="Domeinnamen"
    failure="De domeinnamen konden niet worden geladen."
    link={{ to: '/klantenportaal/webhosting', label: 'Alle domeinnamen' }}
  >
    {(domains) => {
      if (domains.length === 0) return <p>Je hebt nog geen domeinnamen bij ons.</p>;
      return (
        <>
          <div className={styles.figure}>{counted(domains.length, 'domeinnaam', 'domeinnamen')}</div>
          <ul className={styles.items}>
            {domainsByRenewal(domains)
              .slice(0, SHOWN)
              .map((domain) => {
                const days = daysUntil(domain.expires_on);
                return (
                  <li key={domain.id}>
                    <AppLink to={`/klantenportaal/webhosting/${domain.id}`}>{domain.name}</AppLink>
                    <span className={!domain.auto_renew && days <= 30 ? styles.attention : styles.meta}>
                      {domain.auto_renew
                        ? `Wordt verlengd op ${formatDate(domain.expires_on)}`
                        : `Verloopt op ${formatDate(domain.expires_on)}, niet automatisch verlengd`}
                    </span>
                  </li>
                );
              })}
          </ul>
        </>
      );
    }}
  </ListCard>
);

const serverStatusLabels = { actief: 'actief', onderhoud: 'in onderhoud', uit: 'uit' } as const;

const EMERGENCY_PATH = '/klantenportaal/noodoproep';

/** Under the servers when one is off: the way to report it, for a role that may (decision 0057). */
const ServerDownLink = () => {
  const role = useClientStore((state) => state.userData?.team_role);
  if (role !== undefined && !teamRoleMayOpen(role, EMERGENCY_PATH)) return null;
  return (
    <p>
      Ligt er een server onverwacht uit? <AppLink to={EMERGENCY_PATH}>Doe een noodoproep</AppLink>
    </p>
  );
};

export const ServersCard = () => (
  <ListCard
    list="servers"
    height={25}
    title="Servers"
    failure="De servers konden niet worden geladen."
    link={{ to: '/klantenportaal/webhosting', label: 'Naar webhosting' }}
  >
    {(servers) => {
      if (servers.length === 0) return <p>Je hebt geen servers bij ons.</p>;
      const counts = serversByStatus(servers);
      return (
        <>
          <div className={styles.figure}>{counted(servers.length, 'server', 'servers')}</div>
          <p>
            {(['actief', 'onderhoud', 'uit'] as const)
              .filter((status) => counts[status] > 0)
              .map((status) => `${counts[status]} ${serverStatusLabels[status]}`)
              .join(', ')}
          </p>
          <ul className={styles.items}>
            {servers.slice(0, SHOWN).map((server) => (
              <li key={server.id}>
                <span>{server.hostname}</span>
                <span className={server.status === 'actief' ? styles.meta : styles.attention}>
                  {serverStatusLabels[server.status]} · {server.location}
                </span>
              </li>
            ))}
          </ul>
          {counts.uit > 0 && <ServerDownLink />}
        </>
      );
    }}
  </ListCard>
);

export const HostingPackagesCard = () => (
  <ListCard
    list="hostingPackages"
    height={19}
    title="Hostingpakketten"
    failure="De hostingpakketten konden niet worden geladen."
    link={{ to: '/klantenportaal/webhosting', label: 'Naar webhosting' }}
  >
    {(packages) => {
      const active = activePackages(packages);
      if (active.length === 0) return <p>Je hebt geen actieve hostingpakketten.</p>;
      return (
        <>
          <div className={styles.figure}>{counted(active.length, 'actief pakket', 'actieve pakketten')}</div>
          <ul className={styles.items}>
            {active.slice(0, SHOWN).map((item) => (
              <li key={item.id}>
                <span>
                  {item.name} ({item.plan})
                </span>
                <span className={styles.meta}>Verlengt op {formatDate(item.renews_on)}</span>
              </li>
            ))}
          </ul>
        </>
      );
    }}
  </ListCard>
);

export const ReservationsCard = () => (
  <ListCard
    list="reservations"
    height={17.5}
    title="Komende reserveringen"
    failure="De reserveringen konden niet worden geladen."
    link={{ to: '/klantenportaal/tijd-reserveren', label: 'Tijd reserveren' }}
  >
    {(reservations) => {
      const upcoming = upcomingReservations(reservations);
      const [next] = upcoming;
      if (!next) return <p>Er staat niets gepland.</p>;
      return (
        <>
          <div className={styles.figure}>{formatShortDate(next.starts_at)}</div>
          <p>
            {next.subject}, {formatDateTime(next.starts_at)}
          </p>
          {upcoming.length > 1 && <p className={styles.meta}>en daarna nog {upcoming.length - 1}</p>}
        </>
      );
    }}
  </ListCard>
);
