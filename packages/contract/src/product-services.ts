import { z } from 'zod';
import { CalendarDate, Cents, DateTime, IdParams, PickedId } from './common.ts';
import { packageChanges, productGroups, productPeriods, serviceStatuses } from './constants/products.ts';
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
    next_package: z
      .string()
      .nullable()
      .meta({ description: 'The cheaper package the service moves to at the start of its next period' }),
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

/** A package the service may move to, and what the move costs or gives back for the rest of the period. */
export const PackageOption = z
  .object({
    product_id: z.number().int(),
    name: z.string(),
    price_cents: Cents.meta({ description: 'Per period, excluding VAT' }),
    vat_rate: z.number().int(),
    change: z.enum(packageChanges),
    difference_cents: Cents.meta({
      description:
        'Excluding VAT, for the rest of the current period: billed at once (positive) or credited at once (negative); 0 when the change waits for the next period',
    }),
    takes_effect_on: CalendarDate,
  })
  .meta({ id: 'PackageOption' });
export type PackageOption = z.infer<typeof PackageOption>;

export const PackageOptions = z
  .object({
    period_start: CalendarDate,
    period_end: CalendarDate,
    /** The days from today up to and including the period's last day, of `period_days`. */
    remaining_days: z.number().int(),
    period_days: z.number().int(),
    options: z.array(PackageOption),
  })
  .meta({ id: 'PackageOptions' });
export type PackageOptions = z.infer<typeof PackageOptions>;

export const ChangePackageBody = z.object({ product_id: PickedId('Pakket') });
export type ChangePackageBody = z.input<typeof ChangePackageBody>;

export const PackageChanged = z
  .object({
    service: CustomerService,
    change: PackageOption,
    /** A concept invoice (upgrade) or a sent credit note (downgrade with credit), when one was made. */
    invoice_id: z.number().int().nullable(),
  })
  .meta({ id: 'PackageChanged' });
export type PackageChanged = z.infer<typeof PackageChanged>;

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
  packageNotChangeable:
    'Een ander pakket kun je kiezen bij een lopend hostingpakket waarvan de huidige periode is gefactureerd.',
  packageUnknown: 'Kies een ander pakket uit dezelfde productgroep en met dezelfde periode.',
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
  /** The packages a service may move to, with the pro-rata difference for the rest of the period. */
  listPackageOptions: defineRoute({
    method: 'GET',
    path: '/services/:id/package-options',
    auth: 'bearer',
    teamRoles: TECHNICAL_TEAM,
    tag: 'services',
    summary: 'The other packages of a service’s group, with the price difference for the rest of the period',
    params: IdParams,
    response: PackageOptions,
  }),
  /**
   * Moves a service to another package of its group: a dearer one at once, its pro-rata difference
   * on a concept invoice; a cheaper one from the next period, or at once with a pro-rata credit note
   * where the current product says so. Audited; staff see the request on the service.
   */
  changeServicePackage: defineRoute({
    method: 'POST',
    path: '/services/:id/change-package',
    auth: 'bearer',
    teamRoles: TECHNICAL_TEAM,
    tag: 'services',
    summary: 'Move a service to another package of its group (upgrade or downgrade); audited',
    params: IdParams,
    body: ChangePackageBody,
    response: PackageChanged,
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
