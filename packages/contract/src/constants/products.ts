/**
 * The provider's products and the services customers take of them: what groups a product falls
 * in, how long one period lasts, when a domain is billed, and where a service stands. The API, the
 * back office and the portal use the same values.
 */

export const productGroups = ['domein', 'hosting', 'server', 'waardepakket', 'support'] as const;
export type ProductGroup = (typeof productGroups)[number];

export const productGroupLabels: Record<ProductGroup, string> = {
  domein: 'Domeinnaam',
  hosting: 'Hosting',
  server: 'Server',
  waardepakket: 'Waardepakket',
  support: 'Support',
};

/** One period of a product: what its price is for, and how far a service runs on per renewal. */
export const productPeriods = ['maand', 'kwartaal', 'jaar'] as const;
export type ProductPeriod = (typeof productPeriods)[number];

export const productPeriodMonths: Record<ProductPeriod, number> = { maand: 1, kwartaal: 3, jaar: 12 };

export const productPeriodLabels: Record<ProductPeriod, string> = {
  maand: 'Per maand',
  kwartaal: 'Per kwartaal',
  jaar: 'Per jaar',
};

/** When an ordered domain is billed: once the registry registered it, or at once when it is ordered. */
export const domainBillingMoments = ['registratie', 'direct'] as const;
export type DomainBillingMoment = (typeof domainBillingMoments)[number];

export const domainBillingMomentLabels: Record<DomainBillingMoment, string> = {
  registratie: 'Bij registratie',
  direct: 'Direct bij bestelling',
};

/**
 * Where a service stands: ordered (not yet delivered), active (renewed period after period while
 * auto-renew is on), cancelled (runs to the end of its paid period, then ends) and ended.
 */
export const serviceStatuses = ['besteld', 'actief', 'opgezegd', 'beeindigd'] as const;
export type ServiceStatus = (typeof serviceStatuses)[number];

export const serviceStatusLabels: Record<ServiceStatus, string> = {
  besteld: 'Besteld',
  actief: 'Actief',
  opgezegd: 'Opgezegd per einde periode',
  beeindigd: 'Beëindigd',
};

/** What a customer's person asked of a service in the portal, as the back office lists it. */
export const serviceRequestKinds = [
  'opzegging',
  'opzegging_ingetrokken',
  'automatisch_verlengen_aan',
  'automatisch_verlengen_uit',
  'verhuiscode',
  'pakket_gewijzigd',
] as const;
export type ServiceRequestKind = (typeof serviceRequestKinds)[number];

export const serviceRequestLabels: Record<ServiceRequestKind, string> = {
  opzegging: 'Opgezegd',
  opzegging_ingetrokken: 'Opzegging ingetrokken',
  automatisch_verlengen_aan: 'Automatisch verlengen aangezet',
  automatisch_verlengen_uit: 'Automatisch verlengen uitgezet',
  verhuiscode: 'Verhuiscode opgevraagd',
  pakket_gewijzigd: 'Ander pakket gekozen',
};

/** Moving a service to another package of its group: to a dearer one, or to a cheaper one. */
export const packageChanges = ['upgrade', 'downgrade'] as const;
export type PackageChangeKind = (typeof packageChanges)[number];

/** The groups whose services may move to another package of their group in the portal. */
export const CHANGEABLE_PRODUCT_GROUPS = ['hosting'] as const;

/**
 * The part of a period's price that the days from `day` up to and including the period's last day
 * are, in whole cents, half a cent away from zero: the pro-rata difference of a package change.
 */
export const proRataCents = (cents: number, remainingDays: number, periodDays: number): number =>
  Math.sign(cents) * Math.round((Math.abs(cents) * remainingDays) / periodDays);

/** How many days before its period ends a renewal is invoiced, unless the product's group says otherwise. */
export const RENEWAL_INVOICE_DAYS_BEFORE = 30;

/**
 * Days before the end of a service that will not be renewed on which the customer is warned by
 * mail, each once.
 */
export const EXPIRY_WARNING_DAYS = [60, 30, 7] as const;

export const PRODUCT_LIMITS = {
  name: { min: 2, max: 120 },
  /** Up to € 1,000,000 per period. */
  priceCents: { min: 0, max: 100_000_000 },
  noticeDays: { min: 0, max: 365 },
} as const;
