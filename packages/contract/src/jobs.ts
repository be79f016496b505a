import { z } from 'zod';
import { DateTime } from './common.ts';
import { TECHNICAL_TEAM } from './constants/team-roles.ts';
import { defineRoute } from './route.ts';

/** queued and running: still under way; finished: `output` holds the result; failed: `error` says why, in Dutch. */
export const JobState = z.enum(['queued', 'running', 'finished', 'failed']);
export type JobState = z.infer<typeof JobState>;

export const JobStatus = z.object({
  reference: z.string(),
  status: JobState,
  output: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  created_at: DateTime,
  finished_at: DateTime.nullable(),
});
export type JobStatus = z.infer<typeof JobStatus>;

/** The output of a finished login-link job: the one-time address of the hosting control panel. */
export const LoginLinkOutput = z.object({ url: z.url({ protocol: /^https?$/ }) });
export type LoginLinkOutput = z.infer<typeof LoginLinkOutput>;

export const jobRoutes = {
  getJobStatus: defineRoute({
    method: 'GET',
    path: '/job-status/:reference',
    auth: 'bearer',
    teamRoles: TECHNICAL_TEAM,
    tag: 'jobs',
    summary: "The status and output of one of the caller's jobs",
    params: z.object({ reference: z.string().min(1).max(200) }),
    response: JobStatus,
  }),
};
