import { z } from 'zod';
import { CalendarDate, DateTime, Id } from '../common.ts';
import { withoutNul } from '../fields.ts';
import { defineRoute } from '../route.ts';
import { ADMIN_ONLY } from './roles.ts';

/** The audit log, for `beheerder`: every staff write, newest first, filtered and paginated. */

export const AUDIT_PAGE_SIZE = 50;

export const AuditEntry = z
  .object({
    id: z.number().int(),
    staff_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Null when a customer's person acted in the portal" }),
    user_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The customer's person who acted in the portal" }),
    staff_name: z
      .string()
      .meta({ description: 'Who acted: the staff member, or the customer’s person and company' }),
    action: z.string(),
    entity: z.string(),
    entity_id: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    address: z.string(),
    created_at: DateTime,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

const optionalText = z
  .string()
  .trim()
  .max(100)
  .refine(withoutNul, 'Het filter bevat een ongeldig teken.')
  .transform((value) => value || undefined)
  .optional();

export const AuditQuery = z
  .object({
    staff_id: Id.optional(),
    entity: optionalText,
    entity_id: optionalText,
    /** An action, or its start: 'staff.' finds every staff action. */
    action: optionalText,
    /** From this day (inclusive), Europe/Amsterdam. */
    from: CalendarDate.optional(),
    /** Up to and including this day, Europe/Amsterdam. */
    to: CalendarDate.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'De einddatum ligt voor de begindatum.',
    path: ['to'],
  });
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditPage = z
  .object({
    items: z.array(AuditEntry),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof AuditPage>;

export const staffAuditRoutes = {
  staffListAudit: defineRoute({
    method: 'GET',
    path: '/staff/audit',
    auth: 'staff',
    staffRoles: ADMIN_ONLY,
    tag: 'staff-audit',
    summary: 'The audit log, newest first, 50 a page; filter by staff member, entity, action and days',
    query: AuditQuery,
    response: AuditPage,
  }),
};
