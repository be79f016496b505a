import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { directDebitProviderFromEnv } from '../../services/direct-debit/provider.ts';
import { handleDirectDebitWebhook } from '../../services/direct-debit/webhook.ts';
import {
  handlePaymentWebhook,
  latestInvoicePayment,
  paymentProviderFromEnv,
  startInvoicePayment,
} from '../../services/online-payments/index.ts';

/** A webhook form is one short field. */
const FORM_BODY_LIMIT = 1024;

/** Paying invoices online with iDEAL through Mollie, and Mollie's webhook. */
export const onlinePaymentRoutes = async (app: FastifyInstance) => {
  const provider = paymentProviderFromEnv(app.config);
  const directDebit = directDebitProviderFromEnv(app.config);
  const directDebitSettings = { maxRetries: app.config.DIRECT_DEBIT_MAX_RETRIES };
  const urls = { siteUrl: app.config.SITE_URL, apiPublicUrl: app.config.API_PUBLIC_URL };

  // Mollie posts its webhook as a form (id=tr_…); only this plugin's routes read forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  registerRoute(app, apiRoutes.getOnlinePaymentOptions, () => ({ available: provider !== undefined }));

  registerRoute(app, apiRoutes.payInvoice, ({ params, request }) =>
    startInvoicePayment(app.db, provider, sessionOf(request), params.id, urls),
  );

  registerRoute(app, apiRoutes.getLatestInvoicePayment, ({ params, request }) =>
    latestInvoicePayment(app.db, provider, sessionOf(request), params.id),
  );

  registerRoute(app, apiRoutes.mollieWebhook, async ({ body }) => {
    // One webhook for every Mollie payment: an invoice paid with iDEAL, or else a mandate's first
    // payment or a direct debit (decision 0069).
    if (!(await handlePaymentWebhook(app.db, provider, body.id))) {
      await handleDirectDebitWebhook(app.db, directDebit, directDebitSettings, body.id);
    }
    return { ok: true as const };
  });
};
