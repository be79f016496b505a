import {
  type Account,
  CreateWebhookEndpointBody,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpointInfo,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
  webhookDeliveryStatusLabels,
  webhookEventLabels,
  webhookEventTypes,
} from '@maatwerk/contract';
import { type ReactNode, useId, useState } from 'react';
import { FieldMessage, fieldStyles, RulesForm, TextField, useRulesForm } from '~/components/form/index.ts';
import { type ActionMessage, useActionMessage } from '~/components/use-action-message.ts';
import { formatDateTime } from '~/lib/format.ts';
import styles from './account.module.css';
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useRedeliverWebhook,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useUpdateWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from './account-api.ts';
import { AccountListStatus } from './account-list-status.tsx';

type Perform = ReturnType<typeof useActionMessage>['perform'];

/** A text on a line of its own after what comes before it, where there is one. */
const NextLine = ({ text }: { text: string | null | undefined }) =>
  text ? (
    <>
      <br />
      {text}
    </>
  ) : null;

/** A secondary button that performs one action (after `confirm`, if given) and reports it as `done`. */
const ActionButton = ({
  perform,
  action,
  done,
  confirm,
  disabled,
  children,
}: {
  perform: Perform;
  action: () => Promise<unknown>;
  done: string;
  confirm?: string;
  disabled?: boolean;
  children: ReactNode;
}) => (
  <button
    type="button"
    className="button button-secondary"
    disabled={disabled}
    onClick={() => perform(action, done, confirm)}
  >
    {children}
  </button>
);

const empty = (): CreateWebhookEndpointBody => ({ url: '', description: '', events: [] });

const eventName = (type: string) =>
  type === WEBHOOK_TEST_EVENT ? 'Testbericht' : (webhookEventLabels[type as WebhookEventType] ?? type);

const deliveryLine = (delivery: WebhookDelivery) =>
  [
    webhookDeliveryStatusLabels[delivery.status],
    `poging ${delivery.attempt}`,
    delivery.response_code === null ? 'geen antwoord' : `antwoord ${delivery.response_code}`,
    delivery.duration_ms === null ? null : `${delivery.duration_ms} ms`,
    delivery.next_attempt_at ? `volgende poging ${formatDateTime(delivery.next_attempt_at)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** The delivery log of one endpoint, read when it is opened, with "Opnieuw versturen" per delivery. */
const DeliveryLog = ({ endpoint, perform }: { endpoint: WebhookEndpointInfo; perform: Perform }) => {
  const [open, setOpen] = useState(false);
  const deliveries = useWebhookDeliveries(endpoint.id, open);
  const redeliver = useRedeliverWebhook();
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Afleveringen<span className="visually-hidden"> van {endpoint.url}</span>
      </summary>
      <AccountListStatus
        query={deliveries}
        failure="De afleveringen konden niet worden geladen."
        empty="Er is nog niets naar dit adres verstuurd."
      >
        {(list) => (
          <ul className={styles.team}>
            {list.map((delivery) => (
              <li key={delivery.id} className={styles.teamMember}>
                <p>
                  <strong>{eventName(delivery.event_type)}</strong> · {formatDateTime(delivery.created_at)}
                  <br />
                  {deliveryLine(delivery)}
                  <NextLine text={delivery.error} />
                </p>
                <div className={styles.teamActions}>
                  <ActionButton
                    perform={perform}
                    action={() => redeliver.mutateAsync({ id: endpoint.id, deliveryId: delivery.id })}
                    done={`${eventName(delivery.event_type)} wordt opnieuw verstuurd naar ${endpoint.url}.`}
                    disabled={!endpoint.enabled}
                  >
                    Opnieuw versturen
                    <span className="visually-hidden">
                      {' '}
                      {eventName(delivery.event_type)} van {formatDateTime(delivery.created_at)}
                    </span>
                  </ActionButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </AccountListStatus>
    </details>
  );
};

const EndpointItem = ({
  endpoint,
  perform,
  onSecret,
}: {
  endpoint: WebhookEndpointInfo;
  perform: Perform;
  onSecret: (made: WebhookEndpointWithSecret) => void;
}) => {
  const update = useUpdateWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhookEndpoint();
  const test = useSendWebhookTest();
  const hidden = <span className="visually-hidden"> {endpoint.url}</span>;
  return (
    <li className={styles.teamMember} data-testid={`webhook-${endpoint.id}`}>
      <p>
        <strong className={styles.breakAnywhere}>{endpoint.url}</strong>
        {endpoint.description && <> · {endpoint.description}</>}
        <br />
        {endpoint.enabled ? 'Aan' : 'Uit'} · geheim <code>{endpoint.secret_prefix}…</code>
        <br />
        {endpoint.events.map((type) => webhookEventLabels[type]).join(', ')}
        <NextLine text={endpoint.disabled_reason} />
      </p>
      <div className={styles.teamActions}>
        <ActionButton
          perform={perform}
          action={() => test.mutateAsync(endpoint.id)}
          done={`Er is een testbericht verstuurd naar ${endpoint.url}.`}
          disabled={!endpoint.enabled}
        >
          Testbericht versturen{hidden}
        </ActionButton>
        <ActionButton
          perform={perform}
          action={() => update.mutateAsync({ id: endpoint.id, body: { enabled: !endpoint.enabled } })}
          done={endpoint.enabled ? `${endpoint.url} staat uit.` : `${endpoint.url} staat aan.`}
        >
          {endpoint.enabled ? 'Uitzetten' : 'Aanzetten'}
          {hidden}
        </ActionButton>
        <ActionButton
          perform={perform}
          action={async () => onSecret(await rotate.mutateAsync(endpoint.id))}
          done={`${endpoint.url} heeft een nieuw geheim.`}
          confirm={
            'Een nieuw geheim maken? Berichten worden daarna alleen nog met het nieuwe geheim ondertekend.'
          }
        >
          Geheim vernieuwen{hidden}
        </ActionButton>
        <ActionButton
          perform={perform}
          action={() => remove.mutateAsync(endpoint.id)}
          done={`${endpoint.url} is verwijderd.`}
          confirm={`${endpoint.url} verwijderen? Berichten die nog wachten, worden dan niet meer verstuurd.`}
        >
          Verwijderen{hidden}
        </ActionButton>
      </div>
      <DeliveryLog endpoint={endpoint} perform={perform} />
    </li>
  );
};

const SecretNotice = ({ made }: { made: WebhookEndpointWithSecret | null }) => (
  <div role="status">
    {made && (
      <div className={styles.setup}>
        <p>
          Het geheim van <strong className={styles.breakAnywhere}>{made.url}</strong> staat hieronder. Kopieer
          het nu: het wordt niet meer getoond. Controleer ermee de handtekening van elk bericht (Standard
          Webhooks).
        </p>
        <p>
          <code className={styles.breakAnywhere} data-testid="nieuw-webhookgeheim">
            {made.secret}
          </code>
        </p>
      </div>
    )}
  </div>
);

const ActionNotice = ({ message }: { message: ActionMessage }) => (
  <p className={styles.done} role={message?.tone ?? 'status'}>
    {message?.text}
  </p>
);

/**
 * Mijn account → Webhooks, for the eigenaar: addresses of the company's own systems that get a
 * signed message when something changes, each with its events, secret and delivery log.
 */
export const WebhooksSection = ({ account }: { account: Account }) => {
  const isOwner = account.team_role === 'eigenaar';
  const headingId = useId();
  const createId = useId();
  const eventsId = useId();
  const endpoints = useWebhookEndpoints(isOwner);
  const create = useCreateWebhookEndpoint();
  const [made, setMade] = useState<WebhookEndpointWithSecret | null>(null);
  const { message, perform } = useActionMessage();
  const form = useRulesForm<CreateWebhookEndpointBody>({
    defaultValues: empty(),
    schema: CreateWebhookEndpointBody,
  });
  const eventsError = form.formState.errors.events?.message;

  if (!isOwner) return null;

  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby={headingId}>
      <h2 id={headingId}>Webhooks</h2>
      <p>
        Wij sturen een ondertekend bericht naar je eigen systeem zodra er iets verandert, zoals een nieuwe
        factuur of een verzette afspraak. Lukt het niet, dan proberen we het 24 uur lang opnieuw.
      </p>
      <ActionNotice message={message} />
      <AccountListStatus
        query={endpoints}
        failure="Je webhooks konden niet worden geladen."
        empty="Je hebt nog geen webhooks."
      >
        {(list) => (
          <ul className={styles.team}>
            {list.map((endpoint) => (
              <EndpointItem key={endpoint.id} endpoint={endpoint} perform={perform} onSecret={setMade} />
            ))}
          </ul>
        )}
      </AccountListStatus>
      <h3 id={createId}>Nieuwe webhook</h3>
      <RulesForm
        form={form}
        aria-labelledby={createId}
        submitLabel="Webhook toevoegen"
        busyLabel="Bezig met toevoegen…"
        onSubmit={async (values) => {
          setMade(null);
          setMade(await create.mutateAsync(CreateWebhookEndpointBody.parse(values)));
          form.reset(empty());
        }}
      >
        <TextField
          name="url"
          label="Adres"
          type="url"
          hint="Een https-adres op het internet, bijvoorbeeld https://voorbeeld.nl/webhooks."
          autoComplete="off"
        />
        <TextField name="description" label="Omschrijving (niet verplicht)" autoComplete="off" />
        <fieldset
          className={fieldStyles.field}
          aria-describedby={eventsError ? `${eventsId}-fout` : undefined}
        >
          <legend>Gebeurtenissen</legend>
          {webhookEventTypes.map((type) => (
            <div key={type} className={fieldStyles.checkboxRow}>
              <input
                id={`${eventsId}-${type}`}
                type="checkbox"
                className={fieldStyles.checkbox}
                value={type}
                {...form.register('events')}
              />
              <label htmlFor={`${eventsId}-${type}`}>{webhookEventLabels[type]}</label>
            </div>
          ))}
          <FieldMessage id={`${eventsId}-fout`} message={eventsError} />
        </fieldset>
      </RulesForm>
      <SecretNotice made={made} />
    </section>
  );
};
