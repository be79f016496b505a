import {
  ApiRequestError,
  apiRoutes,
  type CustomerServices,
  FINANCE,
  OPERATIONS,
  type StaffRole,
  subscriptionIntervalLabels,
} from '@maatwerk/contract';
import { formatCalendarDate, formatEuro } from '@maatwerk/contract/constants';
import { type ReactNode, useId, useState } from 'react';
import styles from '~/components/beheer-page.module.css';
import { Fold } from '~/components/fold.tsx';
import { staffApi } from '~/features/beheer-shell/index.ts';
import { DomainForm, HostingPackageForm, ServerForm, SubscriptionForm } from './service-forms.tsx';

interface Row {
  key: string;
  title: string;
  detail: string;
  endedOn: string | null;
  end: () => Promise<unknown>;
  canEnd: boolean;
  /** The form that changes it, given the id of the heading that names the form. */
  edit: (labelledBy: string) => ReactNode;
}

/** A customer's domains, servers, hosting packages and subscriptions; ending keeps them as history. */
export const ServicesPanel = ({
  customerId,
  services,
  role,
  onChange,
}: {
  customerId: number;
  services: CustomerServices;
  role: StaffRole;
  onChange: () => Promise<void>;
}) => {
  const headingId = useId();
  const [message, setMessage] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);
  const ops = OPERATIONS.includes(role);
  const finance = FINANCE.includes(role);
  const params = { id: customerId };
  /** Saves, says so and loads the services again; a refusal shows in the form by its field. */
  const saved = (text: string) => async (run: Promise<{ id: number }>) => {
    setMessage(null);
    await run;
    setMessage({ tone: 'status', text });
    await onChange();
  };
  const groups: {
    title: string;
    empty: string;
    rows: Row[];
    canAdd: boolean;
    addLabel: string;
    add: (labelledBy: string) => ReactNode;
  }[] = [
    {
      title: 'Domeinnamen',
      empty: 'Geen domeinnamen.',
      rows: services.domains.map((d) => ({
        key: `d${d.id}`,
        title: d.name,
        detail: `Verloopt ${formatCalendarDate(d.expires_on)} · ${d.auto_renew ? 'verlengt automatisch' : 'verlengt niet'}`,
        endedOn: d.ended_on,
        canEnd: ops,
        end: () => staffApi(apiRoutes.staffEndDomain, { params: { id: d.id }, body: {} }),
        edit: (labelledBy) => (
          <DomainForm
            item={d}
            packages={services.hosting_packages}
            labelledBy={labelledBy}
            submitLabel="Wijzigingen opslaan"
            onSave={(body) =>
              saved(`${d.name} is gewijzigd.`)(
                staffApi(apiRoutes.staffUpdateDomain, { params: { id: d.id }, body }),
              )
            }
          />
        ),
      })),
      canAdd: ops,
      addLabel: 'Domeinnaam toevoegen',
      add: (labelledBy) => (
        <DomainForm
          packages={services.hosting_packages}
          labelledBy={labelledBy}
          submitLabel="Domeinnaam toevoegen"
          onSave={(body) =>
            saved(`${String(body.name).trim().toLowerCase()} is toegevoegd.`)(
              staffApi(apiRoutes.staffCreateDomain, { params, body }),
            )
          }
        />
      ),
    },
    {
      title: 'Servers',
      empty: 'Geen servers.',
      rows: services.servers.map((s) => ({
        key: `s${s.id}`,
        title: s.hostname,
        detail: `${s.ip_address} · ${s.status} · ${formatEuro(s.monthly_cents)} per maand`,
        endedOn: s.ended_on,
        canEnd: ops,
        end: () => staffApi(apiRoutes.staffEndServer, { params: { id: s.id }, body: {} }),
        edit: (labelledBy) => (
          <ServerForm
            item={s}
            labelledBy={labelledBy}
            submitLabel="Wijzigingen opslaan"
            onSave={(body) =>
              saved(`${s.hostname} is gewijzigd.`)(
                staffApi(apiRoutes.staffUpdateServer, { params: { id: s.id }, body }),
              )
            }
          />
        ),
      })),
      canAdd: ops,
      addLabel: 'Server toevoegen',
      add: (labelledBy) => (
        <ServerForm
          labelledBy={labelledBy}
          submitLabel="Server toevoegen"
          onSave={(body) =>
            saved('De server is toegevoegd.')(staffApi(apiRoutes.staffCreateServer, { params, body }))
          }
        />
      ),
    },
    {
      title: 'Hostingpakketten',
      empty: 'Geen hostingpakketten.',
      rows: services.hosting_packages.map((h) => ({
        key: `h${h.id}`,
        title: h.name,
        detail: `${h.plan} · ${h.status} · ${formatEuro(h.monthly_cents)} per maand`,
        endedOn: h.ended_on,
        canEnd: ops,
        end: () => staffApi(apiRoutes.staffEndHostingPackage, { params: { id: h.id }, body: {} }),
        edit: (labelledBy) => (
          <HostingPackageForm
            item={h}
            labelledBy={labelledBy}
            submitLabel="Wijzigingen opslaan"
            onSave={(body) =>
              saved(`${h.name} is gewijzigd.`)(
                staffApi(apiRoutes.staffUpdateHostingPackage, { params: { id: h.id }, body }),
              )
            }
          />
        ),
      })),
      canAdd: ops,
      addLabel: 'Hostingpakket toevoegen',
      add: (labelledBy) => (
        <HostingPackageForm
          labelledBy={labelledBy}
          submitLabel="Hostingpakket toevoegen"
          onSave={(body) =>
            saved('Het hostingpakket is toegevoegd.')(
              staffApi(apiRoutes.staffCreateHostingPackage, { params, body }),
            )
          }
        />
      ),
    },
    {
      title: 'Abonnementen',
      empty: 'Geen abonnementen.',
      rows: services.subscriptions.map((s) => ({
        key: `a${s.id}`,
        title: s.description,
        detail: `${formatEuro(s.amount_cents)} ${subscriptionIntervalLabels[s.interval].toLowerCase()} · sinds ${formatCalendarDate(s.started_on)}`,
        endedOn: s.ended_on,
        canEnd: finance,
        end: () => staffApi(apiRoutes.staffEndSubscription, { params: { id: s.id }, body: {} }),
        edit: (labelledBy) => (
          <SubscriptionForm
            item={s}
            labelledBy={labelledBy}
            submitLabel="Wijzigingen opslaan"
            onSave={(body) =>
              saved(`${s.description} is gewijzigd.`)(
                staffApi(apiRoutes.staffUpdateSubscription, { params: { id: s.id }, body }),
              )
            }
          />
        ),
      })),
      canAdd: finance,
      addLabel: 'Abonnement toevoegen',
      add: (labelledBy) => (
        <SubscriptionForm
          labelledBy={labelledBy}
          submitLabel="Abonnement toevoegen"
          onSave={(body) =>
            saved('Het abonnement is toegevoegd.')(
              staffApi(apiRoutes.staffCreateSubscription, { params, body }),
            )
          }
        />
      ),
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
                    {row.endedOn && (
                      <span className={styles.badge}>Beëindigd per {formatCalendarDate(row.endedOn)}</span>
                    )}
                  </div>
                  <p className={styles.meta}>{row.detail}</p>
                  {row.canEnd && !row.endedOn && (
                    <>
                      <Fold
                        summary={
                          <>
                            Wijzigen<span className="visually-hidden"> {row.title}</span>
                          </>
                        }
                      >
                        {row.edit}
                      </Fold>
                      <div className={styles.actions}>
                        <button type="button" className="button button-secondary" onClick={() => end(row)}>
                          Beëindigen<span className="visually-hidden"> {row.title}</span>
                        </button>
                      </div>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          {group.canAdd && <Fold summary={group.addLabel}>{group.add}</Fold>}
        </div>
      ))}
    </section>
  );
};
