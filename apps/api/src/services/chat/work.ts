import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { CHAT_TRANSCRIPT_QUEUE, sendTranscriptMail } from './transcript-mail.ts';

/** The chat's transcripts mailed at the end, one job per chat. */
export const chatWork: ServiceWork = (context) => ({
  jobs: [mailQueue(context, CHAT_TRANSCRIPT_QUEUE, sendTranscriptMail)],
});
