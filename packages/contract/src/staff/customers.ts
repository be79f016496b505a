import { z } from 'zod';
import { DateTime, Id, IdParams } from '../common.ts';
import {
  isKvkNumber,
  isVatId,
  KVK_MESSAGE,
  normaliseKvk,
  normaliseVatId,
  VAT_MESSAGE,
} from '../company-ids.ts';
import { countryCodes } from '../constants/countries.ts';
import { BILLING_TEAM, type TeamRole, teamRoles } from '../constants/team-roles.ts';
import { Email, optionalText, text, withoutNul } from '../fields.ts';
import { INVITATION_DAYS } from '../invitations.ts';
import { defineRoute } from '../route.ts';
import { requiredText } from '../user-stories.ts';
import { ALL_STAFF, OPERATIONS, type StaffRole } from './roles.ts';
export const KvkNumber = requiredText('KvK-nummer').transform(normaliseKvk).refine(isKvkNumber, KVK_MESSAGE);

export const VatId = requiredText('Btw-nummer').transform(normaliseVatId).refine(isVatId, VAT_MESSAGE);

/** The company data of a customer; KvK number and VAT id are checked for their form. */
export const CustomerBody = z.object({
  name: text('Bedrijfsnaam', 2, 200),
  kvk_number: optionalText(KvkNumber),
  vat_id: optionalText(VatId),
  street: optionalText(text('Straat en huisnummer', 1, 200)),
  postal_code: optionalText(text('Postcode', 1, 20)),
  city: optionalText(text('Plaats', 1, 100)),
  country: requiredText('Land')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Land is een landcode van twee letters, zoals NL.')
    .refine(
      (code) => countryCodes.has(code),
      'Dit is geen bestaande landcode; gebruik bijvoorbeeld NL, BE of DE.',
    )
    .default('NL'),
  billing_email: optionalText(Email('Factuur-e-mailadres')),
});
export type CustomerBody = z.input<typeof CustomerBody>;

export const personStatuses = ['actief', 'uitgenodigd', 'gedeactiveerd'] as const;
export const PersonStatus = z.enum(personStatuses);
export type PersonStatus = z.infer<typeof PersonStatus>;
export const personStatusLabels: Record<PersonStatus, string> = {
  actief: 'Actief',
  uitgenodigd: 'Uitgenodigd',
  gedeactiveerd: 'Gedeactiveerd',
};

export const StaffPerson = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  team_role: z.enum(teamRoles),
  status: PersonStatus,
  /** The open invitation, if one was sent and is neither used, revoked nor expired. */
  invitation: z.object({ sent_at: DateTime, expires_at: DateTime }).nullable(),
  deactivated_at: DateTime.nullable(),
  created_at: DateTime,
});
export type StaffPerson = z.infer<typeof StaffPerson>;

export const StaffCustomerSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  kvk_number: z.string().nullable(),
  vat_id: z.string().nullable(),
  city: z.string().nullable(),
  billing_email: z.string().nullable(),
  people: z.number().int(),
  created_at: DateTime,
});
export type StaffCustomerSummary = z.infer<typeof StaffCustomerSummary>;

export const StaffCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  kvk_number: z.string().nullable(),
  vat_id: z.string().nullable(),
  street: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  billing_email: z.string().nullable(),
  /** What an approved hour of work on orders costs, excluding VAT. */
  hourly_rate_cents: z.number().int(),
  created_at: DateTime,
  people: z.array(StaffPerson),
});
export type StaffCustomer = z.infer<typeof StaffCustomer>;

export const CUSTOMER_SEARCH_MAX = 100;

export const CustomerSearchQuery = z.object({
  /** Part of the company name, the KvK number, or part of a person's e-mail address. */
  q: z
    .string()
    .trim()
    .max(200, 'Zoekterm mag hoogstens 200 tekens bevatten.')
    .refine(withoutNul, 'De zoekterm bevat een ongeldig teken.')
    .optional(),
});

export const PersonBody = z.object({
  first_name: text('Voornaam', 1, 100),
  last_name: text('Achternaam', 1, 100),
  email: Email('E-mailadres'),
  phone: optionalText(text('Telefoonnummer', 1, 40)),
  /** Send the invitation to set a password right away (default). */
  invite: z.boolean().default(true),
  /** The person's role in the team; without one, LEAST_TEAM_ROLE. See teamRolesStaffMayGive. */
  team_role: z.enum(teamRoles, { error: 'Kies een rol.' }).optional(),
});
export type PersonBody = z.input<typeof PersonBody>;

/** The role of a person the staff add without choosing one: the one with the fewest rights. */
export const LEAST_TEAM_ROLE: TeamRole = 'opdrachten';

/**
 * The team roles a staff member may give a person they add: a role with rights to billing
 * (invoices, payments, approving hours) only a beheerder gives, so that no developer can add
 * themselves to a customer and read its invoices or approve their own hours.
 */
export const teamRolesStaffMayGive = (role: StaffRole): readonly TeamRole[] =>
  role === 'beheerder' ? teamRoles : teamRoles.filter((teamRole) => !BILLING_TEAM.includes(teamRole));

export const TEAM_ROLE_NOT_YOURS_TO_GIVE_MESSAGE =
  'Alleen een beheerder kan iemand een rol met toegang tot facturen en uren geven.';

export const PersonParams = z.object({ id: Id });
export const CustomerPersonParams = z.object({ id: Id });

export const staffCustomersRoutes = {
  staffListCustomers: defineRoute({
    method: 'GET',
    path: '/staff/customers',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-customers',
    summary: `Customers, by name; q searches name, KvK number and people's e-mail (at most ${CUSTOMER_SEARCH_MAX})`,
    query: CustomerSearchQuery,
    response: z.array(StaffCustomerSummary),
  }),
  staffGetCustomer: defineRoute({
    method: 'GET',
    path: '/staff/customers/:id',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-customers',
    summary: 'A customer with its company data and people',
    params: IdParams,
    response: StaffCustomer,
  }),
  staffCreateCustomer: defineRoute({
    method: 'POST',
    path: '/staff/customers',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-customers',
    summary: 'Create a customer (company data)',
    body: CustomerBody,
    response: StaffCustomer,
    status: 201,
  }),
  staffUpdateCustomer: defineRoute({
    method: 'PUT',
    path: '/staff/customers/:id',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-customers',
    summary: "Change a customer's company data",
    params: IdParams,
    body: CustomerBody,
    response: StaffCustomer,
  }),
  staffCreatePerson: defineRoute({
    method: 'POST',
    path: '/staff/customers/:id/people',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-customers',
    summary: 'Add a person who logs in for the customer; by default they get an invitation mail',
    params: IdParams,
    body: PersonBody,
    response: StaffPerson,
    status: 201,
  }),
  staffInvitePerson: defineRoute({
    method: 'POST',
    path: '/staff/people/:id/invitation',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-customers',
    summary: `(Re)send the invitation to set a password, valid ${INVITATION_DAYS} days; an earlier link stops working`,
    params: PersonParams,
    response: StaffPerson,
  }),
  staffRevokeInvitation: defineRoute({
    method: 'DELETE',
    path: '/staff/people/:id/invitation',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-customers',
    summary: 'Withdraw the open invitation of a person',
    params: PersonParams,
    response: StaffPerson,
  }),
  staffDeactivatePerson: defineRoute({
    method: 'POST',
    path: '/staff/people/:id/deactivate',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-customers',
    summary: 'Deactivate a person: every session ends at once and logging in is refused',
    params: PersonParams,
    response: StaffPerson,
  }),
  staffReactivatePerson: defineRoute({
    method: 'POST',
    path: '/staff/people/:id/reactivate',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-customers',
    summary: 'Let a deactivated person log in again',
    params: PersonParams,
    response: StaffPerson,
  }),
};
