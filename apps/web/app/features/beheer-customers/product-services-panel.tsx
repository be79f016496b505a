import { apiRoutes, type StaffService, serviceRequestLabels, serviceStatusLabels } from '@maatwerk/contract';
import { formatCalendarDate } from '@maatwerk/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styles from '~/components/beheer-page.module.css';
import { QueryListStatus } from '~/components/list-status.tsx';
import { staffApi } from '~/features/beheer-shell/index.ts';
import { formatDateTime } from '~/lib/format.ts';

/** Where the service stands and what was billed, in one line. */
const summary = (service: StaffService) =>
  [
    `${serviceStatusLabels[service.status]}${service.ends_on ? ` tot en met ${formatCalendarDate(service.ends_on)}` : ''}`,
    service.auto_renew ? 'verlengt automatisch' : 'verlengt niet',
    service.paid_until
      ? `gefactureerd tot ${formatCalendarDate(service.paid_until)}`
      : 'nog niet gefactureerd',
    `${service.periods_billed} ${service.periods_billed === 1 ? 'periode' : 'periodes'}`,
  ].join(' · ');

/**
 * The customer's services on the product list, with what the customer's people asked of each in the
 * portal (a cancellation, automatic renewal, a transfer code), newest first: staff follow up from here.
 */
export const ProductServicesPanel = ({ customerId }: { customerId: number }) => {
  const id = useId();
  const services = useQuery({
    queryKey: ['staff-product-services', customerId],
    queryFn: () => staffApi(apiRoutes.staffListCustomerProductServices, { params: { id: customerId } }),
  });
  return (
    <section className={styles.panel} aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`}>Diensten op de prijslijst</h2>
      <QueryListStatus query={services} failure="De diensten konden niet worden geladen.">
        {(list) =>
          list.length === 0 ? (
            <p>Deze klant heeft geen diensten op de prijslijst.</p>
          ) : (
            <ul className={styles.list}>
              {list.map((service) => (
                <li key={service.id} className={styles.item}>
                  <div className={styles.itemHead}>
                    <h3>{service.description}</h3>
                    <span className={styles.badge}>{service.product.name}</span>
                  </div>
                  <p className={styles.meta}>{summary(service)}</p>
                  {service.requests.length > 0 && (
                    <ul aria-label={`Verzoeken van de klant voor ${service.description}`}>
                      {service.requests.map((request) => (
                        <li key={`${request.kind}-${request.created_at}`}>
                          {serviceRequestLabels[request.kind]} door{' '}
                          {request.person ?? 'een verwijderd persoon'} op {formatDateTime(request.created_at)}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryListStatus>
    </section>
  );
};
