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
}

export interface FakeMollie {
  /** The apiEndpoint to give the client: https://127.0.0.1:port/v2/ */
  url: string;
  payments: Map<string, FakeMolliePayment>;
  /** Each request as `METHOD path`, in order. */
  requests: string[];
  /** Moves a payment on, as the customer and the bank would. */
  setStatus: (id: string, status: Status, paidAt?: string) => void;
  close: () => Promise<void>;
}

const API_KEY = /^Bearer (test|live)_\w{30,}$/;
const hal = 'application/hal+json';

const link = (href: string, type = hal) => ({ href, type });

/**
 * Mollie's payments API on a free loopback port, answering as Mollie does for what the official
 * client asks: create a payment (201) and get one, in HAL with amounts as strings; errors as
 * `{ status, title, detail, _links }`. The client only speaks HTTPS and checks certificates against
 * its own list, so the stand-in serves a throwaway certificate and this test process stops checking
 * certificates while it runs.
 */
export const startFakeMollie = async (): Promise<FakeMollie> => {
  const payments = new Map<string, FakeMolliePayment>();
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
    sequenceType: 'oneoff',
    redirectUrl: payment.redirectUrl,
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
    if (request.method === 'POST' && path === '/v2/payments') {
      const input = JSON.parse(body || '{}') as Record<string, unknown>;
      const amount = input.amount as { value?: unknown; currency?: unknown } | undefined;
      if (typeof amount?.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value)) {
        return fail(response, 422, 'Unprocessable Entity', 'The amount is invalid', 'amount.value');
      }
      if (typeof input.redirectUrl !== 'string') {
        return fail(response, 422, 'Unprocessable Entity', 'The redirect URL is missing', 'redirectUrl');
      }
      const payment: FakeMolliePayment = {
        id: `tr_${randomBytes(6).toString('hex')}`,
        status: 'open',
        amount: { value: amount.value, currency: String(amount.currency) },
        description: String(input.description),
        method: typeof input.method === 'string' ? input.method : null,
        redirectUrl: input.redirectUrl,
        webhookUrl: typeof input.webhookUrl === 'string' ? input.webhookUrl : undefined,
        metadata: input.metadata ?? null,
        createdAt: new Date().toISOString(),
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
    requests,
    setStatus: (id, status, paidAt) => {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no fake payment ${id}`);
      payment.status = status;
      if (status === 'paid') payment.paidAt = paidAt ?? new Date().toISOString();
    },
    close: async () => {
      restoreCertificateCheck();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
