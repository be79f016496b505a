import { z } from 'zod';
import { Attachment, AttachmentIds } from './attachments.ts';
import { DateTime, Id, IdParams } from './common.ts';
import { richTextHasContent } from './constants/rich-text.ts';
import { ORDERS_TEAM } from './constants/team-roles.ts';
import { RICH_TEXT_MAX, userStoryStatuses } from './constants/user-stories.ts';
import { defineRoute } from './route.ts';

export const UserStoryStatus = z.enum(userStoryStatuses, { error: 'Kies een status.' });
export type UserStoryStatus = z.infer<typeof UserStoryStatus>;

/** The statuses as the customer reads them, on the site and in mail. */
export const userStoryStatusLabels: Record<UserStoryStatus, string> = {
  nieuw: 'Nieuw',
  in_behandeling: 'In behandeling',
  wacht_op_klant: 'Wacht op jouw reactie',
  afgerond: 'Afgerond',
  gesloten: 'Gesloten',
};

/** Priority 1 (highest) to 5 (lowest). */
export const Priority = z.number().int().min(1).max(5);

export const UserStory = z.object({
  id: z.number().int(),
  title: z.string(),
  status: UserStoryStatus,
  priority: Priority,
  invoice_reference: z.string().nullable(),
  time_spent_minutes: z.number().int(),
  estimate_minutes: z.number().int().nullable(),
  reply_count: z.number().int(),
  created_at: DateTime,
  updated_at: DateTime,
  closed_at: DateTime.nullable(),
});
export type UserStory = z.infer<typeof UserStory>;

export const UserStoryReply = z.object({
  id: z.number().int(),
  author_name: z.string(),
  from_provider: z.boolean(),
  /** Cleaned HTML from an allowlist. */
  body_html: z.string(),
  time_spent_minutes: z.number().int(),
  created_at: DateTime,
  attachments: z.array(Attachment),
});
export type UserStoryReply = z.infer<typeof UserStoryReply>;

export const UserStoryDetail = UserStory.extend({
  /** Cleaned HTML from an allowlist. */
  description_html: z.string(),
  /** The files sent with the order itself. */
  attachments: z.array(Attachment),
  replies: z.array(UserStoryReply),
});
export type UserStoryDetail = z.infer<typeof UserStoryDetail>;

/** '{Field} is verplicht.' when missing, as the site's forms say it (spec §5). */
export const requiredText = (label: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${label} is verplicht.` : `${label} moet tekst zijn.`),
  });

/** Text that must be filled in: blank after trimming is '{Field} is verplicht.' (spec §5), as in the forms. */
export const filledText = (label: string) => requiredText(label).trim().min(1, `${label} is verplicht.`);

/** Rich text of the editor: required, at most RICH_TEXT_MAX characters of HTML. */
export const RichText = (label: string) =>
  requiredText(label)
    .max(RICH_TEXT_MAX, `${label} is te lang.`)
    // Empty paragraphs from an editor are not content.
    .refine(richTextHasContent, `${label} is verplicht.`);

/** A whole number; a form may send it as text ("2"), which is read as the number. */
const PriorityInput = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: 'Prioriteit moet een getal zijn.' })
    .int('Prioriteit moet een geheel getal zijn.')
    .min(1, 'Prioriteit moet minimaal 1 zijn.')
    .max(5, 'Prioriteit moet kleiner zijn dan of gelijk zijn aan 5.'),
);

export const CreateUserStoryBody = z.object({
  title: filledText('Titel')
    .min(3, 'Titel moet tussen de 3 en 200 tekens bevatten.')
    .max(200, 'Titel moet tussen de 3 en 200 tekens bevatten.'),
  /** Rich text; the API keeps only an allowlist of tags and attributes. */
  description_html: RichText('Omschrijving'),
  priority: PriorityInput.default(3),
  attachment_ids: AttachmentIds,
});
export type CreateUserStoryBody = z.input<typeof CreateUserStoryBody>;

export const CreateUserStoryReplyBody = z.object({
  user_story_id: Id,
  /** Rich text; the API keeps only an allowlist of tags and attributes. */
  body_html: RichText('Reactie'),
  attachment_ids: AttachmentIds,
});
export type CreateUserStoryReplyBody = z.input<typeof CreateUserStoryReplyBody>;

export const UpdateUserStoryStatusBody = z.object({
  user_story_id: Id,
  status: UserStoryStatus,
});

/** The path names the order; a user_story_id in the body, if sent, must name the same one. */
export const UpdateInvoiceReferenceBody = z.object({
  user_story_id: Id.optional(),
  /** The customer's own reference (purchase order number) for the invoice; empty or null clears it. */
  invoice_reference: z
    .string()
    .trim()
    .max(100, 'Factuurreferentie mag maximaal 100 tekens bevatten.')
    .nullable()
    .transform((value) => value || null),
});

export const UpdatePriorityBody = z.object({
  user_story_id: Id.optional(),
  priority: PriorityInput,
});

export const userStoryRoutes = {
  listUserStories: defineRoute({
    method: 'GET',
    path: '/user-stories',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'user-stories',
    summary: "The caller's orders (user stories), newest first",
    response: z.array(UserStory),
  }),
  getUserStory: defineRoute({
    method: 'GET',
    path: '/user-stories/:id',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'user-stories',
    summary: 'One order with its replies',
    params: IdParams,
    response: UserStoryDetail,
  }),
  createUserStory: defineRoute({
    method: 'POST',
    path: '/user-stories',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'user-stories',
    summary: 'Place a new order; its description is cleaned to an allowlist of HTML',
    body: CreateUserStoryBody,
    response: UserStoryDetail,
    status: 201,
  }),
  createUserStoryReply: defineRoute({
    method: 'POST',
    path: '/user-story-replies',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'user-stories',
    summary:
      'Reply to an order; cleaned like a description. A reply on an order waiting for the customer puts it back in progress; a closed order answers 409',
    body: CreateUserStoryReplyBody,
    response: UserStoryReply,
    status: 201,
  }),
  updateUserStoryStatus: defineRoute({
    method: 'PUT',
    path: '/user-stories',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'user-stories',
    summary:
      "Close an order ('gesloten', sets closed_at) or reopen a finished or closed one ('nieuw'); other statuses answer 422",
    body: UpdateUserStoryStatusBody,
    response: UserStory,
    methodOverride: true,
  }),
  updateUserStoryInvoiceReference: defineRoute({
    method: 'PUT',
    path: '/user-stories/:id/invoice-reference',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'user-stories',
    summary: 'Set or clear the reference the invoice for this order should carry',
    params: IdParams,
    body: UpdateInvoiceReferenceBody,
    response: UserStory,
    methodOverride: true,
  }),
  updateUserStoryPriority: defineRoute({
    method: 'PUT',
    path: '/user-stories/:id/priority',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'user-stories',
    summary: 'Set the priority, 1 (highest) to 5 (lowest)',
    params: IdParams,
    body: UpdatePriorityBody,
    response: UserStory,
    methodOverride: true,
  }),
};
