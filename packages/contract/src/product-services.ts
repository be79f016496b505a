import { z } from 'zod';
import { CalendarDate, Cents, DateTime, IdParams } from './common.ts';
import { productGroups, productPeriods, serviceStatuses } from './constants/products.ts';
import { OWNER_ONLY, SERVICES_TEAM, TECHNICAL_TEAM } from './constants/team-roles.ts';
import { defineRoute } from './route.ts';

/**
 * The customer's own services on the product list (decision 0056) and what the customer may do with
 * them (decision 0059): cancel at the end of a period and take that back, switch automatic renewal,
 * and ask for a domain's transfer code.
 */

export const CustomerService = z
  .object({
    id: z.number().int(),
    description: z.string(),
    product: z.object({
      name: z.string(),
      group: z.enum(productGroups),
      period: z.enum(productPeriods),
      price_cents: Cents.meta({ description: 'Per period, excluding VAT, as the price list says now' }),
      vat_rate: z.number().int(),
      notice_days: z.number().int().meta({ description: 'Days before the end of a period to cancel' }),
    }),
    status: z.enum(serviceStatuses),
    auto_renew: z.boolean(),
    started_on: CalendarDate,
    paid_until: CalendarDate.nullable().meta({ description: 'The first day not yet billed' }),
    ends_on: CalendarDate.nullable().meta({ description: 'The last day of a cancelled or ended service' }),
    cancelled_at: DateTime.nullable(),
    ends_if_cancelled_on: CalendarDate.nullable().meta({
      description: 'The last day the service would run if cancelled today; null: it cannot be cancelled',
    }),
  })
  .meta({ id: 'CustomerService' });
export type CustomerService = z.infer<typeof CustomerService>;

export const AutoRenewBody = z.object({
  auto_renew: z.boolean({ error: 'Kies of de dienst automatisch verlengd wordt.' }),
});
export type AutoRenewBody = z.input<typeof AutoRenewBody>;

export const TransferCode = z
  .object({
    domain: z.string(),
    transfer_code: z.string().meta({ description: 'Shown once; also mailed to the person who asked' }),
  })
  .meta({ id: 'TransferCode' });
export type TransferCode = z.infer<typeof TransferCode>;

export const SERVICE_MESSAGES = {
  notFound: 'Deze dienst bestaat niet, of is niet van jou.',
  notCancellable: 'Alleen een lopende dienst kun je opzeggen.',
  notCancelled: 'Deze dienst is niet opgezegd.',
  alreadyEnded: 'Deze dienst is al beëindigd; de opzegging kan niet meer worden ingetrokken.',
  autoRenewClosed: 'Automatisch verlengen kan alleen bij een dienst die loopt en niet is opgezegd.',
  notADomain: 'Een verhuiscode bestaat alleen voor een domeinnaam.',
  domainNotActive: 'Een verhuiscode kun je opvragen voor een geregistreerde domeinnaam die nog loopt.',
  noRegistrar:
    'Er is geen registrar gekoppeld, dus de verhuiscode kan nu niet worden opgevraagd. Neem contact met ons op.',
  registrarFailed:
    'De registrar gaf nu geen verhuiscode. Probeer het later opnieuw of neem contact met ons op.',
} as const;

export const productServiceRoutes = {
  listServices: defineRoute({
    method: 'GET',
    path: '/services',
    auth: 'bearer',
    teamRoles: SERVICES_TEAM,
    tag: 'services',
    summary: "The customer's services on the product list, ended ones included",
    response: z.array(CustomerService),
  }),
  cancelService: defineRoute({
    method: 'POST',
    path: '/services/:id/cancel',
    auth: 'bearer',
    teamRoles: OWNER_ONLY,
    tag: 'services',
    summary:
      'Cancel a service at the end of the period the notice allows; never billed after that day; mailed; audited',
    params: IdParams,
    response: CustomerService,
  }),
  withdrawServiceCancellation: defineRoute({
    method: 'POST',
    path: '/services/:id/withdraw-cancellation',
    auth: 'bearer',
    teamRoles: OWNER_ONLY,
    tag: 'services',
    summary: 'Take a cancellation back before the service ends; it renews as before; audited',
    params: IdParams,
    response: CustomerService,
  }),
  setServiceAutoRenew: defineRoute({
    method: 'PUT',
    path: '/services/:id/auto-renew',
    auth: 'bearer',
    teamRoles: TECHNICAL_TEAM,
    tag: 'services',
    summary: 'Switch automatic renewal of a running service on or off; audited',
    params: IdParams,
    body: AutoRenewBody,
    response: CustomerService,
  }),
  requestTransferCode: defineRoute({
    method: 'POST',
    path: '/services/:id/transfer-code',
    auth: 'bearer',
    teamRoles: TECHNICAL_TEAM,
    tag: 'services',
    summary:
      "A domain's transfer code from the registrar, answered once and mailed to the person who asked; audited without the code",
    params: IdParams,
    response: TransferCode,
  }),
};
