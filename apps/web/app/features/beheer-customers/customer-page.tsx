import { apiRoutes, OPERATIONS } from '@maatwerk/contract';
import { useId, useState } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import styles from '~/components/beheer-page.module.css';
import { ListStatus } from '~/components/list-status.tsx';
import { HourBundlesPanel } from '~/features/beheer-invoices/index.ts';
import { staffApi, useStaff, useStaffData } from '~/features/beheer-shell/index.ts';
import { CustomerForm } from './customer-form.tsx';
import { HourlyRatePanel } from './hourly-rate-panel.tsx';
import { PeoplePanel } from './people-panel.tsx';
import { ServicesPanel } from './services-panel.tsx';

/** One customer: company data, people and services. */
export const CustomerPage = ({ id }: { id: number }) => {
  const staff = useStaff();
  const companyId = useId();
  const [saved, setSaved] = useState(false);
  const customer = useStaffData(() => staffApi(apiRoutes.staffGetCustomer, { params: { id } }), `c${id}`);
  const services = useStaffData(
    () => staffApi(apiRoutes.staffListCustomerServices, { params: { id } }),
    `s${id}`,
  );
  const canWrite = OPERATIONS.includes(staff.role);

  return (
    <div className={styles.page}>
      <p className={styles.meta}>
        <AppLink to="/beheer/klanten">← Alle klanten</AppLink>
      </p>
      <ListStatus
        state={customer.state}
        isFetching={customer.isFetching}
        retry={customer.reload}
        failure="Deze klant kon niet worden geladen, of bestaat niet."
      >
        {customer.data && (
          <>
            <h1>{customer.data.name}</h1>
            <div className={styles.columns}>
              <section className={styles.panel} aria-labelledby={companyId}>
                <h2 id={companyId}>Bedrijfsgegevens</h2>
                <p className={styles.notice} role="status">
                  {saved ? 'De bedrijfsgegevens zijn opgeslagen.' : ''}
                </p>
                {canWrite ? (
                  <CustomerForm
                    key={customer.data.id}
                    customer={customer.data}
                    labelledBy={companyId}
                    submitLabel="Opslaan"
                    onSave={async (body) => {
                      setSaved(false);
                      customer.set(await staffApi(apiRoutes.staffUpdateCustomer, { params: { id }, body }));
                      setSaved(true);
                    }}
                  />
                ) : (
                  <dl className={styles.details}>
                    <dt>KvK-nummer</dt>
                    <dd>{customer.data.kvk_number ?? '—'}</dd>
                    <dt>Btw-nummer</dt>
                    <dd>{customer.data.vat_id ?? '—'}</dd>
                    <dt>Adres</dt>
                    <dd>
                      {[
                        customer.data.street,
                        customer.data.postal_code,
                        customer.data.city,
                        customer.data.country,
                      ]
                        .filter(Boolean)
                        .join(', ')}
                    </dd>
                    <dt>Factuur-e-mailadres</dt>
                    <dd>{customer.data.billing_email ?? '—'}</dd>
                  </dl>
                )}
              </section>
              <PeoplePanel customer={customer.data} canWrite={canWrite} onChange={customer.reload} />
            </div>
            <HourlyRatePanel
              customerId={customer.data.id}
              hourlyRateCents={customer.data.hourly_rate_cents}
              role={staff.role}
              onSaved={customer.reload}
            />
          </>
        )}
      </ListStatus>
      <ListStatus
        state={services.state}
        isFetching={services.isFetching}
        retry={services.reload}
        failure="De diensten konden niet worden geladen."
      >
        {services.data && (
          <ServicesPanel
            customerId={id}
            services={services.data}
            role={staff.role}
            onChange={services.reload}
          />
        )}
      </ListStatus>
      <HourBundlesPanel customerId={id} />
    </div>
  );
};
