import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { acceptAnyCertificate } from '../env.ts';
import { FAKE_MOLLIE_TLS } from './fake-mollie-tls.ts';

type Status = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface FakeMolliePayment {
  id: string;
  status: Status;
  amount: { value: string; currency: string };
  description: string;
  method: string | null;
  redirectUrl: string;
  webhookUrl: string | undefined;
  metadata: unknown;
  createdAt: string;
  paidAt?: string;
  sequenceType: 'oneoff' | 'first' | 'recurring';
  customerId?: string;
  mandateId?: string;
  /** What the bank took back (a storno), as Mollie writes amounts. */
  amountChargedBack?: { value: string; currency: string };
  /** The Idempotency-Key it was made with. */
  idempotencyKey?: string;
}

export interface FakeMollieMandate {
  id: string;
  customerId: string;
  status: 'valid' | 'pending' | 'invalid';
  consumerName: string;
  consumerAccount: string;
  signatureDate: string;
  mandateReference: string;
  createdAt: string;
}

export interface FakeMollie {
  /** The apiEndpoint to give the client: https://127.0.0.1:port/v2/ */
  url: string;
  payments: Map<string, FakeMolliePayment>;
  customers: Map<string, { id: string; name: string; email: string | null }>;
  mandates: Map<string, FakeMollieMandate>;
  /** Each request as `METHOD path`, in order. */
  requests: string[];
  /**
   * Moves a payment on, as the customer and the bank would. A first payment that is paid gives its
   * customer a valid direct debit mandate of `account` (as the bank reports it).
   */
  setStatus: (id: string, status: Status, paidAt?: string, account?: string) => void;
  /** The payer's bank takes a paid payment back (a storno). */
  chargeBack: (id: string) => void;
  close: () => Promise<void>;
}

const API_KEY = /^Bearer (test|live)_\w{30,}$/;
const hal = 'application/hal+json';

const link = (href: string, type = hal) => ({ href, type });

/**
 * Mollie's payments API on a free loopback port, answering as Mollie does for what the official
 * client asks: create a payment (201; a first or recurring one on a customer, the same one again
 * for a repeated Idempotency-Key) and get one, create a customer, get and revoke (204) a mandate,
 * in HAL with amounts as strings; errors as `{ status, title, detail, _links }`. The client only speaks HTTPS and checks certificates against
 * its own list, so the stand-in serves a throwaway certificate and this test process stops checking
 * certificates while it runs.
 */
export const startFakeMollie = async (): Promise<FakeMollie> => {
  const payments = new Map<string, FakeMolliePayment>();
  const customers = new Map<string, { id: string; name: string; email: string | null }>();
  const mandates = new Map<string, FakeMollieMandate>();
  const requests: string[] = [];
  let base = '';

  const paymentJson = (payment: FakeMolliePayment) => ({
    resource: 'payment',
    id: payment.id,
    mode: 'test',
    createdAt: payment.createdAt,
    amount: payment.amount,
    description: payment.description,
    method: payment.method,
    metadata: payment.metadata,
    status: payment.status,
    isCancelable: false,
    ...(payment.status === 'open' && {
      expiresAt: new Date(Date.parse(payment.createdAt) + 15 * 60_000).toISOString(),
    }),
    ...(payment.paidAt && { paidAt: payment.paidAt }),
    profileId: 'pfl_QkEhN94Ba',
    sequenceType: payment.sequenceType,
    ...(payment.customerId && { customerId: payment.customerId }),
    ...(payment.mandateId && { mandateId: payment.mandateId }),
    ...(payment.amountChargedBack && { amountChargedBack: payment.amountChargedBack }),
    ...(payment.redirectUrl && { redirectUrl: payment.redirectUrl }),
    ...(payment.webhookUrl && { webhookUrl: payment.webhookUrl }),
    _links: {
      self: link(`${base}payments/${payment.id}`),
      ...(payment.status === 'open' && {
        checkout: link(
          `https://www.mollie.com/checkout/select-issuer/ideal/${payment.id.slice(3)}`,
          'text/html',
        ),
      }),
      dashboard: link(`https://www.mollie.com/dashboard/org_12345678/payments/${payment.id}`, 'text/html'),
      documentation: link('https://docs.mollie.com/reference/get-payment', 'text/html'),
    },
  });

  const mandateJson = (mandate: FakeMollieMandate) => ({
    resource: 'mandate',
    id: mandate.id,
    mode: 'test',
    status: mandate.status,
    method: 'directdebit',
    details: {
      consumerName: mandate.consumerName,
      consumerAccount: mandate.consumerAccount,
      consumerBic: 'INGBNL2A',
    },
    mandateReference: mandate.mandateReference,
    signatureDate: mandate.signatureDate,
    createdAt: mandate.createdAt,
    _links: {
      self: link(`${base}customers/${mandate.customerId}/mandates/${mandate.id}`),
      customer: link(`${base}customers/${mandate.customerId}`),
      documentation: link('https://docs.mollie.com/reference/get-mandate', 'text/html'),
    },
  });

  const send = (response: ServerResponse, status: number, body: object) => {
    response.writeHead(status, { 'content-type': hal });
    response.end(JSON.stringify(body));
  };
  const fail = (response: ServerResponse, status: number, title: string, detail: string, field?: string) =>
    send(response, status, {
      status,
      title,
      detail,
      ...(field && { field }),
      _links: { documentation: link('https://docs.mollie.com/overview/handling-errors', 'text/html') },
    });

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      request.on('end', () => resolve(body));
    });

  const server: Server = createServer(FAKE_MOLLIE_TLS, async (request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    requests.push(`${request.method} ${path}`);
    const body = await readBody(request);
    if (!API_KEY.test(request.headers.authorization ?? '')) {
      return fail(response, 401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
    }
    if (request.method === 'POST' && path === '/v2/customers') {
      const input = JSON.parse(body || '{}') as Record<string, unknown>;
      const customer = {
        id: `cst_${randomBytes(5).toString('hex')}`,
        name: String(input.name ?? ''),
        email: typeof input.email === 'string' ? input.email : null,
      };
      customers.set(customer.id, customer);
      return send(response, 201, {
        resource: 'customer',
        ...customer,
        mode: 'test',
        locale: null,
        metadata: input.metadata ?? null,
        createdAt: new Date().toISOString(),
        _links: { self: link(`${base}customers/${customer.id}`) },
      });
    }
    const mandatePath = /^\/v2\/customers\/([^/]+)\/mandates\/([^/]+)$/.exec(path);
    if (mandatePath) {
      const mandate = mandates.get(decodeURIComponent(mandatePath[2] ?? ''));
      if (!mandate || mandate.customerId !== mandatePath[1] || mandate.status === 'invalid') {
        return fail(response, 404, 'Not Found', 'No mandate exists with this id.');
      }
      if (request.method === 'DELETE') {
        mandate.status = 'invalid';
        response.writeHead(204);
        return response.end();
      }
      if (request.method === 'GET') return send(response, 200, mandateJson(mandate));
    }
    if (request.method === 'POST' && path === '/v2/payments') {
      const input = JSON.parse(body || '{}') as Record<string, unknown>;
      const key = request.headers['idempotency-key'];
      const again =
        typeof key === 'string'
          ? [...payments.values()].find((one) => one.idempotencyKey === key)
          : undefined;
      // Mollie answers a request made again with the same key as it answered the first.
      if (again) return send(response, 201, paymentJson(again));
      const sequenceType =
        input.sequenceType === 'first' || input.sequenceType === 'recurring' ? input.sequenceType : 'oneoff';
      const customerId = typeof input.customerId === 'string' ? input.customerId : undefined;
      if (sequenceType !== 'oneoff' && (!customerId || !customers.has(customerId))) {
        return fail(response, 422, 'Unprocessable Entity', 'The customer id is invalid', 'customerId');
      }
      if (sequenceType === 'recurring') {
        const mandate = mandates.get(String(input.mandateId));
        if (!mandate || mandate.customerId !== customerId || mandate.status !== 'valid') {
          return fail(response, 422, 'Unprocessable Entity', 'The mandate is invalid', 'mandateId');
        }
      }
      const amount = input.amount as { value?: unknown; currency?: unknown } | undefined;
      if (typeof amount?.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value)) {
        return fail(response, 422, 'Unprocessable Entity', 'The amount is invalid', 'amount.value');
      }
      if (sequenceType !== 'recurring' && typeof input.redirectUrl !== 'string') {
        return fail(response, 422, 'Unprocessable Entity', 'The redirect URL is missing', 'redirectUrl');
      }
      const payment: FakeMolliePayment = {
        id: `tr_${randomBytes(6).toString('hex')}`,
        // A direct debit waits for the bank at once; a payment with a page waits for the customer.
        status: sequenceType === 'recurring' ? 'pending' : 'open',
        amount: { value: amount.value, currency: String(amount.currency) },
        description: String(input.description),
        method:
          sequenceType === 'recurring'
            ? 'directdebit'
            : typeof input.method === 'string'
              ? input.method
              : null,
        redirectUrl: typeof input.redirectUrl === 'string' ? input.redirectUrl : '',
        webhookUrl: typeof input.webhookUrl === 'string' ? input.webhookUrl : undefined,
        metadata: input.metadata ?? null,
        createdAt: new Date().toISOString(),
        sequenceType,
        ...(customerId && { customerId }),
        ...(sequenceType === 'recurring' && { mandateId: String(input.mandateId) }),
        ...(typeof key === 'string' && { idempotencyKey: key }),
      };
      payments.set(payment.id, payment);
      return send(response, 201, paymentJson(payment));
    }
    const get = /^\/v2\/payments\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && get) {
      const payment = payments.get(decodeURIComponent(get[1] ?? ''));
      if (!payment) {
        return fail(response, 404, 'Not Found', `No payment exists with token ${get[1]}.`);
      }
      return send(response, 200, paymentJson(payment));
    }
    return fail(response, 404, 'Not Found', 'The resource does not exist');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `https://127.0.0.1:${port}/v2/`;

  const restoreCertificateCheck = acceptAnyCertificate();

  return {
    url: base,
    payments,
    customers,
    mandates,
    requests,
    setStatus: (id, status, paidAt, account = 'NL55INGB0000000000') => {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no fake payment ${id}`);
      payment.status = status;
      if (status === 'paid') payment.paidAt = paidAt ?? new Date().toISOString();
      if (status === 'paid' && payment.sequenceType === 'first' && payment.customerId && !payment.mandateId) {
        const mandate: FakeMollieMandate = {
          id: `mdt_${randomBytes(5).toString('hex')}`,
          customerId: payment.customerId,
          status: 'valid',
          consumerName: 'J. de Vries',
          consumerAccount: account,
          signatureDate: (payment.paidAt ?? '').slice(0, 10),
          mandateReference: `KODEWERK-${randomBytes(3).toString('hex').toUpperCase()}`,
          createdAt: new Date().toISOString(),
        };
        mandates.set(mandate.id, mandate);
        payment.mandateId = mandate.id;
      }
    },
    chargeBack: (id) => {
      const payment = payments.get(id);
      if (payment?.status !== 'paid') throw new Error(`no paid fake payment ${id}`);
      payment.amountChargedBack = { ...payment.amount };
    },
    close: async () => {
      restoreCertificateCheck();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
