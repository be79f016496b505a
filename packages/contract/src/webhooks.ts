import { z } from 'zod';
import { DateTime, Ok } from './common.ts';
import { statusEventStates, statusImpacts, statusResourceTypes } from './constants/status.ts';
import { OWNER_ONLY } from './constants/team-roles.ts';
import { text } from './fields.ts';
import { defineRoute } from './route.ts';

/**
 * Signed webhooks after the Standard Webhooks specification: each delivery is a POST of JSON
 * `{ type, timestamp, data }` with the headers `webhook-id`, `webhook-timestamp` and
 * `webhook-signature` (HMAC-SHA256 with the endpoint's `whsec_…` secret).
 */

/** What every endpoint secret starts with, as the Standard Webhooks libraries expect. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** Endpoints one customer may have. */
export const WEBHOOK_ENDPOINTS_MAX = 10;

export const WEBHOOK_URL_MAX = 500;
export const WEBHOOK_DESCRIPTION_MAX = 100;

/** How many deliveries the log of an endpoint shows, newest first. */
export const WEBHOOK_LOG_SIZE = 50;

export const WEBHOOK_URL_MESSAGE = 'Vul een https-adres in, zoals https://voorbeeld.nl/webhooks.';
export const WEBHOOK_EVENTS_MESSAGE = 'Kies minstens één gebeurtenis.';
export const WEBHOOK_TOO_MANY_MESSAGE = `Je kunt hoogstens ${WEBHOOK_ENDPOINTS_MAX} webhookadressen hebben.`;
export const WEBHOOK_NOT_FOUND_MESSAGE = 'Dit webhookadres bestaat niet.';
/** The 422 of an address that leads to loopback, a private network, link-local or metadata. */
export const WEBHOOK_REFUSED_ADDRESS_MESSAGE =
  'Dit adres verwijst naar een afgeschermd netwerkadres. Gebruik een openbaar https-adres.';
export const WEBHOOK_UNKNOWN_HOST_MESSAGE = 'Dit adres is niet gevonden. Controleer de naam.';

const OrderData = z
  .object({
    order_id: z.number().int(),
    title: z.string(),
    status: z.string(),
    priority: z.number().int(),
  })
  .meta({ id: 'WebhookOrder' });

const OrderReplyData = z
  .object({
    order_id: z.number().int(),
    reply_id: z.number().int(),
    /** Who replied: Kodewerk or someone of the customer's own team (never a name). */
    from: z.enum(['kodewerk', 'klant']),
  })
  .meta({ id: 'WebhookOrderReply' });

const InvoiceData = z
  .object({
    invoice_id: z.number().int(),
    number: z.string(),
    total_cents: z.number().int(),
    /** What is still to be paid, in cents. */
    open_cents: z.number().int(),
    due_date: z.iso.date().nullable(),
  })
  .meta({ id: 'WebhookInvoice' });

const CreditNoteData = z
  .object({
    invoice_id: z.number().int(),
    credit_note_id: z.number().int(),
    credit_note_number: z.string(),
    total_cents: z.number().int(),
  })
  .meta({ id: 'WebhookCreditNote' });

const HoursData = z
  .object({
    order_id: z.number().int(),
    /** The time entries submitted for approval at once. */
    entries: z.number().int(),
    minutes: z.number().int(),
  })
  .meta({ id: 'WebhookHours' });

const ReservationData = z
  .object({
    reservation_id: z.number().int(),
    starts_at: DateTime,
    ends_at: DateTime,
    /** For `reservation.moved`: where it was before. */
    previous_starts_at: DateTime.nullable(),
  })
  .meta({ id: 'WebhookReservation' });

const DomainExpiringData = z
  .object({
    service_id: z.number().int(),
    domain: z.string(),
    /** The last day the domain name is the customer's unless it is renewed. */
    ends_on: z.iso.date(),
    /** The warning this is: 60, 30 or 7 days before `ends_on`. */
    days_before: z.number().int(),
  })
  .meta({ id: 'WebhookDomainExpiring' });

const DomainRenewedData = z
  .object({
    service_id: z.number().int(),
    domain: z.string(),
    /** The last day of the period the renewal adds. */
    renewed_until: z.iso.date(),
  })
  .meta({ id: 'WebhookDomainRenewed' });

const IncidentData = z
  .object({
    incident_id: z.number().int(),
    title: z.string(),
    impact: z.enum(statusImpacts),
    state: z.enum(statusEventStates),
    starts_at: DateTime,
    /** The customer's own servers, hosting packages and domains the incident touches. */
    resources: z.array(z.object({ type: z.enum(statusResourceTypes), id: z.number().int() })),
  })
  .meta({ id: 'WebhookIncident' });

const TestData = z.object({ endpoint_id: z.uuid(), message: z.string() }).meta({ id: 'WebhookTest' });

/** Every event a customer can subscribe to, with the schema of its `data` and what it means. */
export const webhookEvents = {
  'order.created': { data: OrderData, summary: 'An order (user story) was placed.' },
  'order.updated': { data: OrderData, summary: "An order's status or priority changed." },
  'order.replied': { data: OrderReplyData, summary: 'Kodewerk or the customer replied to an order.' },
  'invoice.sent': { data: InvoiceData, summary: 'An invoice was sent.' },
  'invoice.paid': { data: InvoiceData, summary: 'An invoice was paid in full.' },
  'invoice.credited': { data: CreditNoteData, summary: 'A credit note was made for an invoice.' },
  'hours.submitted': { data: HoursData, summary: 'Hours worked on an order were submitted for approval.' },
  'reservation.booked': { data: ReservationData, summary: 'A meeting with Kodewerk was booked.' },
  'reservation.moved': { data: ReservationData, summary: 'A reservation was moved to another time.' },
  'reservation.cancelled': { data: ReservationData, summary: 'A reservation was cancelled.' },
  'domain.expiring': {
    data: DomainExpiringData,
    summary: 'A domain name ends without renewal within 60, 30 or 7 days (once each).',
  },
  'domain.renewed': {
    data: DomainRenewedData,
    summary: "A domain name's renewal was invoiced for its next period.",
  },
  'incident.started': {
    data: IncidentData,
    summary: "An incident on the status page touches the customer's servers, hosting or domains.",
  },
  'incident.resolved': { data: IncidentData, summary: 'An incident that touched the customer was resolved.' },
} as const;

export type WebhookEventType = keyof typeof webhookEvents;
export const webhookEventTypes = Object.keys(webhookEvents) as [WebhookEventType, ...WebhookEventType[]];
export type WebhookData<T extends WebhookEventType> = z.infer<(typeof webhookEvents)[T]['data']>;

/** The event "Testbericht versturen" sends; no one subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const WebhookTestData = TestData;

/** The Dutch name of each event, as the portal lists them. */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  'order.created': 'Opdracht geplaatst',
  'order.updated': 'Opdracht gewijzigd',
  'order.replied': 'Reactie op opdracht',
  'invoice.sent': 'Factuur verstuurd',
  'invoice.paid': 'Factuur betaald',
  'invoice.credited': 'Factuur gecrediteerd',
  'hours.submitted': 'Uren ter goedkeuring',
  'reservation.booked': 'Afspraak geboekt',
  'reservation.moved': 'Afspraak verzet',
  'reservation.cancelled': 'Afspraak geannuleerd',
  'domain.expiring': 'Domeinnaam loopt af',
  'domain.renewed': 'Domeinnaam verlengd',
  'incident.started': 'Storing bij je diensten',
  'incident.resolved': 'Storing verholpen',
};

/** The body of every delivery: the event's type, when it happened and its data. */
export const webhookPayload = <T extends z.ZodType>(type: string, data: T) =>
  z.object({ type: z.literal(type), timestamp: DateTime, data });

export const WebhookEndpointInfo = z
  .object({
    id: z.uuid(),
    url: z.string(),
    description: z.string(),
    events: z.array(z.enum(webhookEventTypes)),
    enabled: z.boolean(),
    /** Why it was switched off, when the system did it: deliveries failed for a day. */
    disabled_reason: z.string().nullable(),
    created_at: DateTime,
    /** The first characters of the secret, to recognise it by. */
    secret_prefix: z.string(),
  })
  .meta({ id: 'WebhookEndpointInfo' });
export type WebhookEndpointInfo = z.infer<typeof WebhookEndpointInfo>;

/** An endpoint just made, or whose secret was just rotated: the only answer that carries the secret. */
export const WebhookEndpointWithSecret = WebhookEndpointInfo.extend({ secret: z.string() }).meta({
  id: 'WebhookEndpointWithSecret',
});
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecret>;

const webhookUrl = z
  .string({ error: WEBHOOK_URL_MESSAGE })
  .trim()
  .max(WEBHOOK_URL_MAX, `Adres mag hoogstens ${WEBHOOK_URL_MAX} tekens bevatten.`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, WEBHOOK_URL_MESSAGE);

const eventList = z
  .array(z.enum(webhookEventTypes, { error: 'Onbekende gebeurtenis.' }), { error: WEBHOOK_EVENTS_MESSAGE })
  .min(1, WEBHOOK_EVENTS_MESSAGE)
  .transform((events) => [...new Set(events)]);

export const CreateWebhookEndpointBody = z.object({
  url: webhookUrl,
  description: text('Omschrijving', 0, WEBHOOK_DESCRIPTION_MAX).default(''),
  events: eventList,
});
export type CreateWebhookEndpointBody = z.input<typeof CreateWebhookEndpointBody>;

export const UpdateWebhookEndpointBody = z.object({
  url: webhookUrl.optional(),
  description: text('Omschrijving', 0, WEBHOOK_DESCRIPTION_MAX).optional(),
  events: eventList.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpointBody = z.input<typeof UpdateWebhookEndpointBody>;

export const webhookDeliveryStatuses = ['wachtrij', 'afgeleverd', 'opnieuw', 'mislukt'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const webhookDeliveryStatusLabels: Record<WebhookDeliveryStatus, string> = {
  wachtrij: 'In de wachtrij',
  afgeleverd: 'Afgeleverd',
  opnieuw: 'Wordt opnieuw geprobeerd',
  mislukt: 'Mislukt',
};

export const WebhookDelivery = z
  .object({
    id: z.uuid(),
    /** The `webhook-id` header: the same for every attempt and for a redelivery. */
    message_id: z.string(),
    event_type: z.string(),
    status: z.enum(webhookDeliveryStatuses),
    /** Attempts made so far. */
    attempt: z.number().int(),
    response_code: z.number().int().nullable(),
    duration_ms: z.number().int().nullable(),
    /** Why the last attempt failed, in Dutch, when it did. */
    error: z.string().nullable(),
    created_at: DateTime,
    last_attempt_at: DateTime.nullable(),
    next_attempt_at: DateTime.nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

const WebhookEndpointParams = z.object({ id: z.uuid(WEBHOOK_NOT_FOUND_MESSAGE) });
const WebhookDeliveryParams = z.object({
  id: z.uuid(WEBHOOK_NOT_FOUND_MESSAGE),
  deliveryId: z.uuid('Deze aflevering bestaat niet.'),
});

const endpointRoute = {
  auth: 'bearer',
  teamRoles: OWNER_ONLY,
  apiKeys: 'refused',
  tag: 'webhooks',
} as const;

/** The customer's webhook endpoints: the eigenaar manages them; an API key never can. */
export const webhookRoutes = {
  listWebhookEndpoints: defineRoute({
    ...endpointRoute,
    method: 'GET',
    path: '/webhooks',
    summary: "The customer's webhook endpoints, oldest first, without their secrets",
    response: z.array(WebhookEndpointInfo),
  }),
  createWebhookEndpoint: defineRoute({
    ...endpointRoute,
    method: 'POST',
    path: '/webhooks',
    summary:
      'Add an https endpoint on a public address with the events it receives; the answer is the only time its secret is shown',
    body: CreateWebhookEndpointBody,
    response: WebhookEndpointWithSecret,
    status: 201,
  }),
  updateWebhookEndpoint: defineRoute({
    ...endpointRoute,
    method: 'PUT',
    path: '/webhooks/:id',
    summary: "Change an endpoint's address, description or events, or switch it on or off",
    params: WebhookEndpointParams,
    body: UpdateWebhookEndpointBody,
    response: WebhookEndpointInfo,
  }),
  rotateWebhookSecret: defineRoute({
    ...endpointRoute,
    method: 'POST',
    path: '/webhooks/:id/rotate-secret',
    summary: 'Give the endpoint a new secret, shown once; deliveries are signed with it from now on',
    params: WebhookEndpointParams,
    response: WebhookEndpointWithSecret,
  }),
  deleteWebhookEndpoint: defineRoute({
    ...endpointRoute,
    method: 'DELETE',
    path: '/webhooks/:id',
    summary: 'Remove an endpoint and its delivery log; waiting deliveries are not sent',
    params: WebhookEndpointParams,
    response: Ok,
  }),
  listWebhookDeliveries: defineRoute({
    ...endpointRoute,
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    summary: `The endpoint's last ${WEBHOOK_LOG_SIZE} deliveries, newest first`,
    params: WebhookEndpointParams,
    response: z.array(WebhookDelivery),
  }),
  redeliverWebhook: defineRoute({
    ...endpointRoute,
    method: 'POST',
    path: '/webhooks/:id/deliveries/:deliveryId/redeliver',
    summary: 'Send a delivery again, with the same webhook-id, as a new delivery',
    params: WebhookDeliveryParams,
    response: WebhookDelivery,
    status: 202,
  }),
  sendWebhookTest: defineRoute({
    ...endpointRoute,
    method: 'POST',
    path: '/webhooks/:id/test',
    summary: `Send the event ${WEBHOOK_TEST_EVENT} to the endpoint`,
    params: WebhookEndpointParams,
    response: WebhookDelivery,
    status: 202,
  }),
};
