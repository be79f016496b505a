import { Readable } from 'node:stream';
import {
  ATTACHMENTS_PER_MESSAGE,
  attachmentMessages,
  inboundMailRefusals,
  type TeamRole,
} from '@maatwerk/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attachments, staffMembers, users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ReplyPerson } from '../../ports/mailer.ts';
import { type Uploader, uploadAttachment } from '../attachments/index.ts';
import type { CustomerNotifier } from '../customer-notifier.ts';
import { addStaffReply } from '../staff-orders/index.ts';
import { addReply } from '../user-stories/index.ts';
import { replyText, textToHtml } from './reply-text.ts';

export type RefusalReason = keyof typeof inboundMailRefusals;

/** A mail the listener does not take: the SMTP answer says why; the log keeps the reason. */
export class InboundRefusal extends Error {
  readonly responseCode: number;
  constructor(
    readonly reason: RefusalReason,
    text?: string,
  ) {
    const refusal = inboundMailRefusals[reason];
    super(text ?? ('text' in refusal ? refusal.text : reason));
    this.responseCode = refusal.code;
  }
}

/** A reply by e-mail as the listener read it: to a valid reply address, parsed. */
export interface InboundReply {
  orderId: number;
  person: ReplyPerson;
  /** The envelope's MAIL FROM and the address of the From header. */
  envelopeFrom: string;
  headerFrom: string | undefined;
  /** Whether the mail says it was sent automatically (RFC 3834: Auto-Submitted other than no). */
  automatic: boolean;
  text: string;
  files: { name: string; content: Buffer }[];
  /** The address of the mail server that delivered it, for the audit log. */
  clientAddress: string;
}

export interface ReceiveContext {
  db: Db;
  notifier: CustomerNotifier;
  attachmentQuotaBytes: number;
}

const same = (a: string | undefined, b: string) =>
  a !== undefined && a.trim().toLowerCase() === b.toLowerCase();

type Author =
  | { kind: 'customer'; userId: number; customerId: number; teamRole: TeamRole }
  | { kind: 'staff'; staffId: number; role: (typeof staffMembers.$inferSelect)['role'] };

/** The person found, when active and when both the envelope and the From header are their address. */
const theSender = <Row extends { email: string; deactivatedAt: Date | null }>(
  row: Row | undefined,
  mail: InboundReply,
): Row => {
  if (!row || row.deactivatedAt || !same(mail.headerFrom, row.email) || !same(mail.envelopeFrom, row.email)) {
    throw new InboundRefusal('notTheSender');
  }
  return row;
};

/**
 * The person the address was made for, when the mail is theirs (for the desk: any active staff
 * member's). Anyone else, a deactivated person included, is refused.
 */
const authorOf = async (db: Db, mail: InboundReply): Promise<Author> => {
  const { person } = mail;
  if (person !== 'desk' && 'userId' in person) {
    const [found] = await db.select().from(users).where(eq(users.id, person.userId));
    const user = theSender(found, mail);
    return { kind: 'customer', userId: user.id, customerId: user.customerId, teamRole: user.teamRole };
  }
  const [found] = await db
    .select()
    .from(staffMembers)
    .where(
      person === 'desk'
        ? eq(sql`lower(${staffMembers.email})`, (mail.headerFrom ?? '').trim().toLowerCase())
        : eq(staffMembers.id, person.staffId),
    );
  const staff = theSender(found, mail);
  return { kind: 'staff', staffId: staff.id, role: staff.role };
};

/** What the thread's services answer, as the SMTP answer of a refused mail. */
const asRefusal = (error: unknown): unknown => {
  if (!(error instanceof HttpError)) return error;
  if (error.code === 'not_found') return new InboundRefusal('unknownAddress');
  if (error.code === 'forbidden') return new InboundRefusal('notAllowed');
  if (error.code === 'conflict' && error.extra.fields?.file === undefined)
    return new InboundRefusal('orderClosed');
  return new InboundRefusal('attachment', error.message);
};

/**
 * Takes a reply by e-mail into the order's thread as if its author typed it in the portal (or in
 * the back office): the same services, so the same checks (team role, a closed order, the file
 * rules and the quota), the same webhook, staff notification or customer mail, and audit line.
 * Its files go through the upload of the portal first; if the reply is refused they are removed.
 */
export const receiveReply = async (
  context: ReceiveContext,
  mail: InboundReply,
): Promise<{ replyId: number }> => {
  if (mail.automatic) throw new InboundRefusal('automatic');
  const author = await authorOf(context.db, mail);
  const text = replyText(mail.text);
  if (text === '') throw new InboundRefusal('empty');
  if (mail.files.length > ATTACHMENTS_PER_MESSAGE) {
    throw new InboundRefusal('attachment', attachmentMessages.tooMany);
  }
  const writer =
    author.kind === 'staff'
      ? { staffId: author.staffId, role: author.role, address: mail.clientAddress }
      : undefined;
  const uploader: Uploader =
    author.kind === 'staff'
      ? { writer: writer! }
      : { customerId: author.customerId, userId: author.userId, quotaBytes: context.attachmentQuotaBytes };
  const uploaded: string[] = [];
  try {
    for (const file of mail.files) {
      const stored = await uploadAttachment(
        context.db,
        uploader,
        file.name,
        file.content.length,
        Readable.from([file.content]),
      );
      uploaded.push(stored.id);
    }
    const input = { body_html: textToHtml(text), attachment_ids: uploaded };
    if (author.kind === 'customer') {
      const reply = await addReply(context.db, author, { ...input, user_story_id: mail.orderId });
      return { replyId: reply.id };
    }
    const { reply } = await addStaffReply(context.db, context.notifier, writer!, mail.orderId, {
      ...input,
      kind: 'reply',
    });
    return { replyId: reply.id };
  } catch (error) {
    if (uploaded.length > 0) await context.db.delete(attachments).where(inArray(attachments.id, uploaded));
    throw asRefusal(error);
  }
};
