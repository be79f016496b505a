import { z } from 'zod';
import { DateTime, IdParams } from './common.ts';
import { defineRoute } from './route.ts';

export const userStoryStatuses = [
  'nieuw',
  'in_behandeling',
  'wacht_op_klant',
  'afgerond',
  'gesloten',
] as const;
export const UserStoryStatus = z.enum(userStoryStatuses);
export type UserStoryStatus = z.infer<typeof UserStoryStatus>;

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
});
export type UserStoryReply = z.infer<typeof UserStoryReply>;

export const UserStoryDetail = UserStory.extend({
  /** Cleaned HTML from an allowlist. */
  description_html: z.string(),
  replies: z.array(UserStoryReply),
});
export type UserStoryDetail = z.infer<typeof UserStoryDetail>;

export const userStoryRoutes = {
  listUserStories: defineRoute({
    method: 'GET',
    path: '/user-stories',
    auth: 'bearer',
    tag: 'user stories',
    summary: "The caller's orders (user stories), newest first",
    response: z.array(UserStory),
  }),
  getUserStory: defineRoute({
    method: 'GET',
    path: '/user-stories/:id',
    auth: 'bearer',
    tag: 'user stories',
    summary: 'One order with its replies',
    params: IdParams,
    response: UserStoryDetail,
  }),
};
