import {
  type CustomerService,
  productGroupLabels,
  productPeriodLabels,
  serviceStatusLabels,
  type TeamRole,
} from '@maatwerk/contract';
import { useEffect, useRef, useState } from 'react';
import badges from '~/components/badge.module.css';
import type { BadgeTone } from '~/components/badge.ts';
import cardHead from '~/components/card-head.module.css';
import cards from '~/components/card-list.module.css';
import { describeSubmitFailure } from '~/components/form/submit-error.ts';
import sections from '~/components/portal-sections.module.css';
import { QueryStatus } from '~/components/query-status.tsx';
import { useClientStore } from '~/lib/client-store.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { formatDate, formatEuro } from '~/lib/format.ts';
import { PackageChangePanel } from './package-change.tsx';
import own from './services.module.css';
import { type ServiceAction, useServiceAction, useServices, useTransferCode } from './services-api.ts';

const styles = combineStyles(sections, badges, cards, cardHead, own);

const tones: Record<CustomerService['status'], BadgeTone> = {
  besteld: 'info',
  actief: 'success',
  opgezegd: 'warning',
  beeindigd: 'neutral',
};

type Message = { tone: 'status' | 'alert'; text: string } | null;

const failure = (error: unknown) =>
  describeSubmitFailure(error, 'Dat is niet gelukt. Probeer het opnieuw.').message ??
  'Dat is niet gelukt. Probeer het opnieuw.';

const noticeText = (days: number) =>
  days === 0 ? 'Geen opzegtermijn' : `${days} ${days === 1 ? 'dag' : 'dagen'} voor het einde van een periode`;

/** When the service runs to, or renews. */
const runsText = (service: CustomerService) => {
  if (service.ends_on) return `Loopt tot en met ${formatDate(service.ends_on)}`;
  if (!service.paid_until) return 'Nog niet gestart';
  return service.auto_renew
    ? `Verlengt op ${formatDate(service.paid_until)}`
    : `Stopt na ${formatDate(new Date(Date.parse(`${service.paid_until}T12:00:00Z`) - 86_400_000))}`;
};

/** A domain's transfer code, asked for and shown once: it is not kept anywhere in the portal. */
const TransferCodePanel = ({ service }: { service: CustomerService }) => {
  const request = useTransferCode();
  const [shown, setShown] = useState(false);
  if (request.data && shown) {
    return (
      <div className={styles.confirm} role="status">
        <p>Verhuiscode van {request.data.domain}:</p>
        <code className={styles.code}>{request.data.transfer_code}</code>
        <p>
          We hebben hem ook naar je e-mailadres gestuurd. Deel hem alleen met de provider waar je naartoe
          verhuist; hij wordt hier niet opnieuw getoond.
        </p>
        <button type="button" className="button button-secondary" onClick={() => setShown(false)}>
          Code verbergen
        </button>
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        disabled={request.isPending}
        onClick={() => {
          request.reset();
          request.mutate(service.id, { onSuccess: () => setShown(true) });
        }}
      >
        {request.isPending ? 'Verhuiscode opvragen…' : `Verhuiscode van ${service.description} opvragen`}
      </button>
      {request.isError && (
        <p className={styles.message} data-tone="alert" role="alert">
          {failure(request.error)}
        </p>
      )}
    </>
  );
};

const ServiceCard = ({ service, role }: { service: CustomerService; role: TeamRole | undefined }) => {
  const action = useServiceAction();
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  // The question replaces the button that asked for it: the reader lands on it.
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  const [message, setMessage] = useState<Message>(null);
  const owner = role === 'eigenaar';
  const technical = owner || role === 'technisch';
  const running = service.status === 'actief';
  const titleId = `dienst-${service.id}`;

  const run = (next: ServiceAction, done: string) => {
    setMessage(null);
    action.mutate(next, {
      onSuccess: () => {
        setConfirming(false);
        setMessage({ tone: 'status', text: done });
      },
      onError: (error) => setMessage({ tone: 'alert', text: failure(error) }),
    });
  };

  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {service.description}
        </h3>
        <span className={styles.badge} data-tone={tones[service.status]}>
          {serviceStatusLabels[service.status]}
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Product</dt>
          <dd>
            {service.product.name} ({productGroupLabels[service.product.group]})
          </dd>
        </div>
        <div>
          <dt>Prijs</dt>
          <dd>
            {formatEuro(service.product.price_cents)}{' '}
            {productPeriodLabels[service.product.period].toLowerCase()} (excl. btw)
          </dd>
        </div>
        <div>
          <dt>Looptijd</dt>
          <dd>{runsText(service)}</dd>
        </div>
        <div>
          <dt>Automatisch verlengen</dt>
          <dd>{service.auto_renew ? 'Aan' : 'Uit'}</dd>
        </div>
        {service.next_package && (
          <div>
            <dt>Volgende periode</dt>
            <dd>{service.next_package}</dd>
          </div>
        )}
        <div>
          <dt>Opzegtermijn</dt>
          <dd>{noticeText(service.product.notice_days)}</dd>
        </div>
      </dl>

      {confirming && service.ends_if_cancelled_on && (
        <div className={styles.confirm}>
          <p ref={question} tabIndex={-1}>
            Zeg je nu op, dan loopt {service.description} tot en met{' '}
            <strong>{formatDate(service.ends_if_cancelled_on)}</strong> en stopt daarna. Tot die dag kun je de
            opzegging nog intrekken.
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className="button"
              disabled={action.isPending}
              onClick={() =>
                run(
                  { kind: 'cancel', id: service.id },
                  'De dienst is opgezegd. Je krijgt een bevestiging per e-mail.',
                )
              }
            >
              Opzeggen bevestigen
            </button>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
              Niet opzeggen
            </button>
          </div>
        </div>
      )}

      <div className={styles.actions}>
        {owner && running && service.ends_if_cancelled_on && !confirming && (
          <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
            Opzeggen
          </button>
        )}
        {owner && service.status === 'opgezegd' && (
          <button
            type="button"
            className="button button-secondary"
            disabled={action.isPending}
            onClick={() =>
              run({ kind: 'withdraw', id: service.id }, 'De opzegging is ingetrokken; de dienst loopt door.')
            }
          >
            Opzegging intrekken
          </button>
        )}
        {technical && (running || service.status === 'besteld') && (
          <button
            type="button"
            className="button button-secondary"
            disabled={action.isPending}
            onClick={() =>
              run(
                { kind: 'auto-renew', id: service.id, autoRenew: !service.auto_renew },
                `Automatisch verlengen staat nu ${service.auto_renew ? 'uit' : 'aan'}.`,
              )
            }
          >
            {service.auto_renew ? 'Automatisch verlengen uitzetten' : 'Automatisch verlengen aanzetten'}
          </button>
        )}
        {technical && service.product.group === 'domein' && (running || service.status === 'opgezegd') && (
          <TransferCodePanel service={service} />
        )}
        {technical && running && service.product.group === 'hosting' && (
          <PackageChangePanel service={service} />
        )}
      </div>
      <p className={styles.message} data-tone={message?.tone} role="status">
        {message?.text}
      </p>
    </li>
  );
};

/** The customer's services on the product list, with what their role may do with each. */
export const ServicesPage = () => {
  const services = useServices();
  const role = useClientStore((state) => state.userData?.team_role);
  return (
    <>
      <h1>Diensten</h1>
      <p className="prose">
        Je hostingpakketten, domeinnamen, servers en contracten zoals we ze factureren. Opzeggen gaat per het
        einde van een periode, met de opzegtermijn van het product.
      </p>
      <section aria-labelledby="diensten-lijst" className={styles.section}>
        <h2 id="diensten-lijst">Je diensten</h2>
        <QueryStatus query={services} failure="Je diensten konden niet worden geladen.">
          {(list) =>
            list.length === 0 ? (
              <p>Je hebt nog geen diensten bij ons.</p>
            ) : (
              <ul className={styles.cards}>
                {list.map((service) => (
                  <ServiceCard key={service.id} service={service} role={role} />
                ))}
              </ul>
            )
          }
        </QueryStatus>
      </section>
    </>
  );
};
