import { OPERATIONS } from '@maatwerk/contract';
import { useId, useState } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import styles from '~/components/beheer-page.module.css';
import { QueryListStatus } from '~/components/list-status.tsx';
import { CustomerChats } from '~/features/beheer-chat/index.ts';
import { HourBundlesPanel, StatementPanel } from '~/features/beheer-invoices/index.ts';
import { useStaff } from '~/features/beheer-shell/index.ts';
import {
  useCustomerChanged,
  useCustomerServices,
  useStaffCustomer,
  useUpdateCustomer,
} from './customer-api.ts';
import { CustomerForm } from './customer-form.tsx';
import { HourlyRatePanel } from './hourly-rate-panel.tsx';
import { PeoplePanel } from './people-panel.tsx';
import { ProductServicesPanel } from './product-services-panel.tsx';
import { ServicesPanel } from './services-panel.tsx';

/** One customer: company data, people and services. */
export const CustomerPage = ({ id }: { id: number }) => {
  const staff = useStaff();
  const companyId = useId();
  const [saved, setSaved] = useState(false);
  const customer = useStaffCustomer(id);
  const services = useCustomerServices(id);
  const changed = useCustomerChanged(id);
  const update = useUpdateCustomer(id);
  const canWrite = OPERATIONS.includes(staff.role);

  return (
    <div className={styles.page}>
      <p className={styles.meta}>
        <AppLink to="/beheer/klanten">← Alle klanten</AppLink>
      </p>
      <QueryListStatus query={customer} failure="Deze klant kon niet worden geladen, of bestaat niet.">
        {(data) => (
          <>
            <h1>{data.name}</h1>
            <div className={styles.columns}>
              <section className={styles.panel} aria-labelledby={companyId}>
                <h2 id={companyId}>Bedrijfsgegevens</h2>
                <p className={styles.notice} role="status">
                  {saved ? 'De bedrijfsgegevens zijn opgeslagen.' : ''}
                </p>
                {canWrite ? (
                  <CustomerForm
                    key={data.id}
                    customer={data}
                    labelledBy={companyId}
                    submitLabel="Opslaan"
                    onSave={async (body) => {
                      setSaved(false);
                      await update.mutateAsync(body);
                      setSaved(true);
                    }}
                  />
                ) : (
                  <dl className={styles.details}>
                    <dt>KvK-nummer</dt>
                    <dd>{data.kvk_number ?? '—'}</dd>
                    <dt>Btw-nummer</dt>
                    <dd>{data.vat_id ?? '—'}</dd>
                    <dt>Adres</dt>
                    <dd>
                      {[data.street, data.postal_code, data.city, data.country].filter(Boolean).join(', ')}
                    </dd>
                    <dt>Factuur-e-mailadres</dt>
                    <dd>{data.billing_email ?? '—'}</dd>
                  </dl>
                )}
              </section>
              <PeoplePanel
                customer={data}
                canWrite={canWrite}
                role={staff.role}
                onChange={changed.customer}
              />
            </div>
            <HourlyRatePanel
              customerId={data.id}
              hourlyRateCents={data.hourly_rate_cents}
              role={staff.role}
              onSaved={changed.customer}
            />
          </>
        )}
      </QueryListStatus>
      <QueryListStatus query={services} failure="De diensten konden niet worden geladen.">
        {(list) => (
          <ServicesPanel customerId={id} services={list} role={staff.role} onChange={changed.services} />
        )}
      </QueryListStatus>
      <ProductServicesPanel customerId={id} />
      <HourBundlesPanel customerId={id} />
      <StatementPanel customerId={id} />
      <CustomerChats customerId={id} />
    </div>
  );
};
