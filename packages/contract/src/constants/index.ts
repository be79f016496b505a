/**
 * The contract's rules that need no zod: limits, statuses and their transitions, search options,
 * VAT and the provider's facts. The browser imports `@maatwerk/contract/constants` where it needs only
 * these; the schemas of the contract use the same values.
 */

export * from './agreements.ts';
export * from './attachments.ts';
export * from './audit.ts';
export * from './billable-hours.ts';
export * from './billing.ts';
export * from './chat.ts';
export * from './countries.ts';
export * from './data-exports.ts';
export * from './direct-debit.ts';
export * from './domain-names.ts';
export * from './durations.ts';
export * from './email.ts';
export * from './erasure.ts';
export * from './inbound-mail.ts';
export * from './limits.ts';
export * from './money-and-dates.ts';
export * from './offertes.ts';
export * from './passwords.ts';
export * from './products.ts';
export * from './provider.ts';
export * from './retention.ts';
export * from './rich-text.ts';
export * from './satisfaction.ts';
export * from './search.ts';
export * from './sentences.ts';
export * from './service-levels.ts';
export * from './statement.ts';
export * from './status.ts';
export * from './team-roles.ts';
export * from './user-stories.ts';
export * from './vat.ts';
