import { z } from 'zod';
import { CalendarDate, DateTime } from './common.ts';
import { agreementKinds, agreementMessages } from './constants/agreements.ts';
import { ALL_TEAM, OWNER_ONLY } from './constants/team-roles.ts';
import { defineRoute } from './route.ts';

/** Who accepted a document for the company, and when. */
export const AgreementAcceptanceSummary = z.object({
  person_name: z.string(),
  accepted_at: DateTime,
});

/** One published version of a document, as the portal and the back office both show it. */
export const agreementDocumentShape = {
  id: z.uuid(),
  kind: z.enum(agreementKinds),
  version: z.string(),
  title: z.string(),
  effective_on: CalendarDate,
  /** Sanitised HTML: the text as shown, whose SHA-256 the acceptance records. */
  content_html: z.string(),
  /** SHA-256 (hex) of content_html as UTF-8. */
  sha256: z.string(),
};

/** A document the customer must accept, as the portal shows it: its text and whether it is accepted. */
export const CustomerAgreement = z
  .object({
    ...agreementDocumentShape,
    /** Null while the company has not accepted this version. */
    accepted: AgreementAcceptanceSummary.nullable(),
  })
  .meta({ id: 'CustomerAgreement' });
export type CustomerAgreement = z.infer<typeof CustomerAgreement>;

export const AcceptAgreementBody = z.object({
  /** The document's id (named without `_id`: a document is the provider's, not another customer's). */
  document: z.uuid({ error: agreementMessages.notFound }),
  /** SHA-256 (hex) of the text the person saw; it must be the document's. */
  sha256: z
    .string({ error: agreementMessages.textChanged })
    .regex(/^[0-9a-f]{64}$/, agreementMessages.textChanged),
  /** The explicit statement: the box ticked. */
  statement: z.literal(true, { error: agreementMessages.statement }),
});
export type AcceptAgreementBody = z.infer<typeof AcceptAgreementBody>;

export const agreementRoutes = {
  listAgreements: defineRoute({
    method: 'GET',
    path: '/agreements',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    tag: 'account',
    summary:
      'The current version of each document the company must accept (verwerkersovereenkomst, terms), with whether and by whom it was accepted',
    response: z.array(CustomerAgreement),
  }),
  /** Idempotent: a second acceptance of the same version answers the first. */
  acceptAgreement: defineRoute({
    method: 'POST',
    path: '/agreements/accept',
    auth: 'bearer',
    teamRoles: OWNER_ONLY,
    apiKeys: 'refused',
    tag: 'account',
    summary:
      'Accept the current version of a document for the company (eigenaar only), recording the version, the SHA-256 of the text, time, address, browser and person',
    body: AcceptAgreementBody,
    response: CustomerAgreement,
  }),
};
