import {
  ApiRequestError,
  apiRoutes,
  type CustomerServices,
  FINANCE,
  OPERATIONS,
  type StaffRole,
} from '@maatwerk/contract';
import { useId, useState } from 'react';
import styles from '~/components/beheer-page.module.css';
import { staffApi } from '~/features/beheer-shell/index.ts';

const euro = (cents: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(cents / 100);

interface Row {
  key: string;
  title: string;
  detail: string;
  endedOn: string | null;
  end: () => Promise<unknown>;
  canEnd: boolean;
}

/** A customer's domains, servers, hosting packages and subscriptions; ending keeps them as history. */
export const ServicesPanel = ({
  services,
  role,
  onChange,
}: {
  services: CustomerServices;
  role: StaffRole;
  onChange: () => Promise<void>;
}) => {
  const headingId = useId();
  const [message, setMessage] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);
  const ops = OPERATIONS.includes(role);
  const finance = FINANCE.includes(role);
  const groups: { title: string; empty: string; rows: Row[] }[] = [
    {
      title: 'Domeinnamen',
      empty: 'Geen domeinnamen.',
      rows: services.domains.map((d) => ({
        key: `d${d.id}`,
        title: d.name,
        detail: `Verloopt ${d.expires_on} · ${d.auto_renew ? 'verlengt automatisch' : 'verlengt niet'}`,
        endedOn: d.ended_on,
        canEnd: ops,
        end: () => staffApi(apiRoutes.staffEndDomain, { params: { id: d.id }, body: {} }),
      })),
    },
    {
      title: 'Servers',
      empty: 'Geen servers.',
      rows: services.servers.map((s) => ({
        key: `s${s.id}`,
        title: s.hostname,
        detail: `${s.ip_address} · ${s.status} · ${euro(s.monthly_cents)} per maand`,
        endedOn: s.ended_on,
        canEnd: ops,
        end: () => staffApi(apiRoutes.staffEndServer, { params: { id: s.id }, body: {} }),
      })),
    },
    {
      title: 'Hostingpakketten',
      empty: 'Geen hostingpakketten.',
      rows: services.hosting_packages.map((h) => ({
        key: `h${h.id}`,
        title: h.name,
        detail: `${h.plan} · ${h.status} · ${euro(h.monthly_cents)} per maand`,
        endedOn: h.ended_on,
        canEnd: ops,
        end: () => staffApi(apiRoutes.staffEndHostingPackage, { params: { id: h.id }, body: {} }),
      })),
    },
    {
      title: 'Abonnementen',
      empty: 'Geen abonnementen.',
      rows: services.subscriptions.map((s) => ({
        key: `a${s.id}`,
        title: s.description,
        detail: `${euro(s.amount_cents)} per ${s.interval === 'month' ? 'maand' : s.interval === 'quarter' ? 'kwartaal' : 'jaar'} · sinds ${s.started_on}`,
        endedOn: s.ended_on,
        canEnd: finance,
        end: () => staffApi(apiRoutes.staffEndSubscription, { params: { id: s.id }, body: {} }),
      })),
    },
  ];

  const end = async (row: Row) => {
    setMessage(null);
    try {
      await row.end();
      setMessage({ tone: 'status', text: `${row.title} is beëindigd.` });
    } catch (error) {
      setMessage({
        tone: 'alert',
        text:
          error instanceof ApiRequestError && error.body ? error.body.message : 'Beëindigen is niet gelukt.',
      });
    }
    await onChange();
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Diensten</h2>
      <p className={styles.notice} role={message?.tone ?? 'status'}>
        {message?.text}
      </p>
      {groups.map((group) => (
        <div key={group.title}>
          <h3>{group.title}</h3>
          {group.rows.length === 0 ? (
            <p className={styles.meta}>{group.empty}</p>
          ) : (
            <ul className={styles.list}>
              {group.rows.map((row) => (
                <li key={row.key} className={styles.item}>
                  <div className={styles.itemHead}>
                    <strong>{row.title}</strong>
                    {row.endedOn && <span className={styles.badge}>Beëindigd per {row.endedOn}</span>}
                  </div>
                  <p className={styles.meta}>{row.detail}</p>
                  {row.canEnd && !row.endedOn && (
                    <div className={styles.actions}>
                      <button type="button" className="button button-secondary" onClick={() => end(row)}>
                        Beëindigen<span className="visually-hidden"> {row.title}</span>
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
};
