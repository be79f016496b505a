import { z } from 'zod';
import { agreementDocumentShape } from '../agreements.ts';
import { DateTime } from '../common.ts';
import {
  AGREEMENT_TEXT_MAX,
  AGREEMENT_TITLE_MAX,
  AGREEMENT_VERSION_MAX,
  AGREEMENT_VERSION_PATTERN,
  agreementKinds,
  agreementMessages,
} from '../constants/agreements.ts';
import { dataExportScopes, dataExportStates } from '../constants/data-exports.ts';
import { erasureMessages, erasureStates } from '../constants/erasure.ts';
import { richTextHasContent } from '../constants/rich-text.ts';
import { dateField, text } from '../fields.ts';
import { defineRoute } from '../route.ts';
import { requiredText } from '../user-stories.ts';
import { ADMIN_ONLY, ALL_STAFF } from './roles.ts';

/** A published version of a document customers must accept, with how many companies accepted it. */
export const StaffAgreement = z
  .object({
    ...agreementDocumentShape,
    published_by: z.string().nullable(),
    created_at: DateTime,
    /** Whether this is the version customers are now asked to accept. */
    current: z.boolean(),
    accepted_count: z.number().int(),
  })
  .meta({ id: 'StaffAgreement' });
export type StaffAgreement = z.infer<typeof StaffAgreement>;

export const PublishAgreementBody = z.object({
  kind: z.enum(agreementKinds, { error: 'Kies verwerkersovereenkomst of algemene voorwaarden.' }),
  version: text('Versie', 1, AGREEMENT_VERSION_MAX).regex(
    AGREEMENT_VERSION_PATTERN,
    agreementMessages.versionFormat,
  ),
  title: text('Titel', 1, AGREEMENT_TITLE_MAX),
  effective_on: dateField('Ingangsdatum'),
  content_html: requiredText('Tekst')
    .max(AGREEMENT_TEXT_MAX, 'Tekst is te lang.')
    .refine(richTextHasContent, 'Tekst is verplicht.'),
});
export type PublishAgreementBody = z.input<typeof PublishAgreementBody>;

/** The evidence of one acceptance: never changed once written. */
export const AgreementAcceptance = z
  .object({
    id: z.uuid(),
    customer_id: z.number().int(),
    customer_name: z.string(),
    person_name: z.string(),
    version: z.string(),
    sha256: z.string(),
    address: z.string(),
    user_agent: z.string(),
    accepted_at: DateTime,
  })
  .meta({ id: 'AgreementAcceptance' });
export type AgreementAcceptance = z.infer<typeof AgreementAcceptance>;

const IdParams = z.object({ id: z.uuid({ error: agreementMessages.notFound }) });
const ErasureParams = z.object({ id: z.uuid({ error: erasureMessages.notFound }) });

/** A person's request for erasure as the back office handles it. */
export const StaffErasureRequest = z
  .object({
    id: z.uuid(),
    state: z.enum(erasureStates),
    customer_id: z.number().int(),
    customer_name: z.string(),
    /** The person's name as it was asked; after erasure the pseudonym. */
    person_name: z.string(),
    team_role: z.string(),
    reason: z.string().nullable(),
    requested_at: DateTime,
    confirmed_by: z.string().nullable(),
    confirmed_at: DateTime.nullable(),
    done_at: DateTime.nullable(),
    /** Why it cannot be confirmed now (the last eigenaar), in Dutch; null when it can. */
    blocked_reason: z.string().nullable(),
  })
  .meta({ id: 'StaffErasureRequest' });
export type StaffErasureRequest = z.infer<typeof StaffErasureRequest>;

/** A copy of data someone asked for: who, which, and what became of it. */
export const StaffDataExport = z
  .object({
    id: z.uuid(),
    customer_id: z.number().int(),
    customer_name: z.string(),
    person_name: z.string(),
    scope: z.enum(dataExportScopes),
    state: z.enum(dataExportStates),
    created_at: DateTime,
    ready_at: DateTime.nullable(),
    downloaded_at: DateTime.nullable(),
  })
  .meta({ id: 'StaffDataExport' });
export type StaffDataExport = z.infer<typeof StaffDataExport>;

const tag = 'staff-privacy' as const;

export const staffPrivacyRoutes = {
  listStaffAgreements: defineRoute({
    method: 'GET',
    path: '/staff/agreements',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag,
    summary: 'Every published version of the documents customers must accept, newest first',
    response: z.array(StaffAgreement),
  }),
  publishAgreement: defineRoute({
    method: 'POST',
    path: '/staff/agreements',
    auth: 'staff',
    staffRoles: ADMIN_ONLY,
    tag,
    summary:
      'Publish a new version of a document (beheerders; audited): its text sanitised, customers asked to accept it from its effective date',
    body: PublishAgreementBody,
    response: StaffAgreement,
    status: 201,
  }),
  listAgreementAcceptances: defineRoute({
    method: 'GET',
    path: '/staff/agreements/:id/acceptances',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag,
    summary: 'Who accepted this version for which company, and when, with the evidence',
    params: IdParams,
    response: z.array(AgreementAcceptance),
  }),
  listErasureRequests: defineRoute({
    method: 'GET',
    path: '/staff/erasure-requests',
    auth: 'staff',
    staffRoles: ADMIN_ONLY,
    tag,
    summary: 'Requests for erasure of personal data, open ones first',
    response: z.array(StaffErasureRequest),
  }),
  confirmErasureRequest: defineRoute({
    method: 'POST',
    path: '/staff/erasure-requests/:id/confirm',
    auth: 'staff',
    staffRoles: ADMIN_ONLY,
    tag,
    summary:
      'Confirm a request (beheerders; audited): a job erases the person’s data. The last eigenaar of a company with others is refused',
    params: ErasureParams,
    response: StaffErasureRequest,
    status: 202,
  }),
  refuseErasureRequest: defineRoute({
    method: 'POST',
    path: '/staff/erasure-requests/:id/refuse',
    auth: 'staff',
    staffRoles: ADMIN_ONLY,
    tag,
    summary: 'Refuse a request (beheerders; audited)',
    params: ErasureParams,
    response: StaffErasureRequest,
  }),
  listStaffDataExports: defineRoute({
    method: 'GET',
    path: '/staff/data-exports',
    auth: 'staff',
    staffRoles: ADMIN_ONLY,
    tag,
    summary: 'The copies of their data that people asked for: who, of what, and their state, newest first',
    response: z.array(StaffDataExport),
  }),
};
