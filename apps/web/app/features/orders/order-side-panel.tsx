import { UpdateInvoiceReferenceBody, UpdatePriorityBody, type UserStoryDetail } from '@maatwerk/contract';
import { customerMayMoveStatus } from '@maatwerk/contract/constants';
import { useId, useState } from 'react';
import { SelectField, TextField } from '~/components/form/index.ts';
import styles from '~/components/order-views/order-detail.module.css';
import { SettingPanel } from '~/components/order-views/setting-panel.tsx';
import { formatDateTime, formatMinutes } from '~/lib/format.ts';
import { priorityOptions } from './labels.ts';
import type { useOrderMutations } from './order-api.ts';
import { StatusBadge } from './status-badge.tsx';

type Mutations = ReturnType<typeof useOrderMutations>;

/**
 * The status with the controls the customer may use on it (customerStatusTransitions): close an
 * order, reopen a closed or finished one; and the time spent on it.
 */
const StatusAndTime = ({ order, mutations }: { order: UserStoryDetail; mutations: Mutations }) => {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const mayReopen = customerMayMoveStatus(order.status, 'nieuw');
  const mayClose = customerMayMoveStatus(order.status, 'gesloten');
  const { status } = mutations;
  const estimate = order.estimate_minutes;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        Status en tijd
      </h2>
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={order.status} />
        </dd>
        {order.closed_at && (
          <>
            <dt>Gesloten op</dt>
            <dd>{formatDateTime(order.closed_at)}</dd>
          </>
        )}
        <dt>Tijd besteed</dt>
        <dd data-testid="time-spent">{formatMinutes(order.time_spent_minutes)}</dd>
        {estimate !== null && (
          <>
            <dt>Geschat</dt>
            <dd>{formatMinutes(estimate)}</dd>
          </>
        )}
      </dl>
      {estimate !== null && estimate > 0 && (
        <meter
          className={styles.meter}
          min={0}
          max={estimate}
          low={estimate * 0.8}
          high={estimate}
          optimum={0}
          value={Math.min(order.time_spent_minutes, estimate)}
          aria-label={`${Math.round((order.time_spent_minutes / estimate) * 100)}% van de geschatte tijd besteed`}
        />
      )}
      {status.isError && (
        <p className={styles.error} role="alert">
          {status.error.message}
        </p>
      )}
      <div className={styles.buttons}>
        {mayReopen && !confirming && (
          <button
            type="button"
            className="button button-secondary"
            disabled={status.isPending}
            onClick={() => status.mutate('nieuw')}
          >
            {status.isPending ? 'Bezig…' : 'Opdracht heropenen'}
          </button>
        )}
        {!mayClose ? null : confirming ? (
          <div className={styles.confirm}>
            <p>Weet je zeker dat je deze opdracht wilt sluiten? Je kunt hem later heropenen.</p>
            <div className={styles.buttons}>
              <button
                type="button"
                className="button"
                disabled={status.isPending}
                onClick={() => status.mutate('gesloten', { onSuccess: () => setConfirming(false) })}
              >
                {status.isPending ? 'Bezig met sluiten…' : 'Ja, sluiten'}
              </button>
              <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
                Annuleren
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
            Opdracht sluiten
          </button>
        )}
      </div>
    </section>
  );
};

const PrioritySchema = UpdatePriorityBody.pick({ priority: true });
const InvoiceReferenceSchema = UpdateInvoiceReferenceBody.pick({ invoice_reference: true });

const PriorityForm = ({ order, mutations }: { order: UserStoryDetail; mutations: Mutations }) => (
  <SettingPanel
    label="Prioriteit"
    name="priority"
    current={String(order.priority)}
    schema={PrioritySchema}
    submitLabel="Prioriteit opslaan"
    savedText="Prioriteit opgeslagen."
    save={(priority) => mutations.priority.mutateAsync(Number(priority))}
  >
    <SelectField
      name="priority"
      label="Prioriteit"
      hint="1 is het meest dringend."
      options={priorityOptions}
    />
  </SettingPanel>
);

const InvoiceReferenceForm = ({ order, mutations }: { order: UserStoryDetail; mutations: Mutations }) => (
  <SettingPanel
    label="Factuurreferentie"
    name="invoice_reference"
    current={order.invoice_reference ?? ''}
    schema={InvoiceReferenceSchema}
    submitLabel="Referentie opslaan"
    savedText="Factuurreferentie opgeslagen."
    save={(invoiceReference) => mutations.invoiceReference.mutateAsync(invoiceReference)}
  >
    <TextField
      name="invoice_reference"
      label="Factuurreferentie"
      hint="Bijvoorbeeld je inkoopordernummer. Het komt op de factuur van deze opdracht."
      autoComplete="off"
    />
  </SettingPanel>
);

export const OrderSidePanel = ({ order, mutations }: { order: UserStoryDetail; mutations: Mutations }) => (
  <aside className={styles.aside} aria-label="Gegevens van de opdracht">
    <StatusAndTime order={order} mutations={mutations} />
    <PriorityForm order={order} mutations={mutations} />
    <InvoiceReferenceForm order={order} mutations={mutations} />
  </aside>
);
