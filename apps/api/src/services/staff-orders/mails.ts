import {
  type Attachment,
  formatFileSize,
  isFinishedUserStoryStatus,
  SATISFACTION_QUESTION,
  type UserStoryStatus,
  userStoryStatusLabels,
} from '@maatwerk/contract';
import type { MailMessage } from '../../lib/mail-message.ts';
import { composeMail } from '../mail-layout.ts';
import { htmlToText } from '../search/html-to-text.ts';

export interface OrderMailContext {
  to: string;
  firstName: string;
  orderId: number;
  title: string;
  siteUrl: string;
  /** The signed address a reply to this mail goes to, into the order's thread (decision 0063). */
  replyTo: string;
}

/** Said under every order mail to the customer, which carries the order's reply address. */
export const REPLY_BY_MAIL_HINT =
  'Je kunt ook op deze e-mail antwoorden: je antwoord komt dan als reactie bij de opdracht.';

const orderUrl = ({ orderId, siteUrl }: OrderMailContext) =>
  new URL(`/klantenportaal/opdrachten/${orderId}`, siteUrl).toString();

/** Tells the customer that the provider answered an order; the answer itself is in the mail. */
export const replyMail = (
  context: OrderMailContext,
  author: string,
  bodyHtml: string,
  attachments: readonly Attachment[] = [],
): MailMessage => ({
  ...composeMail({
    to: context.to,
    subject: `Nieuwe reactie op opdracht #${context.orderId}: ${context.title}`,
    paragraphs: [
      `Hallo ${context.firstName},`,
      `${author} heeft gereageerd op je opdracht "${context.title}":`,
      ...htmlToText(bodyHtml)
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim() !== ''),
    ],
    ...(attachments.length > 0 && {
      lists: [
        {
          heading: attachments.length === 1 ? 'Bijlage' : 'Bijlagen',
          items: attachments.map((file) => ({
            text: `${file.name} (${formatFileSize(file.size_bytes)})`,
            href: `${orderUrl(context)}#bijlage-${file.id}`,
          })),
        },
      ],
    }),
    link: { text: 'Lees en beantwoord de reactie in het klantenportaal', href: orderUrl(context) },
    after: [REPLY_BY_MAIL_HINT],
  }),
  replyTo: context.replyTo,
});

/** Where the satisfaction question of an order is answered: on the order in the portal. */
const satisfactionUrl = (context: OrderMailContext) => `${orderUrl(context)}#tevredenheid`;

/**
 * Tells the customer that the order moved to another status. The mail of a finished order (afgerond
 * or gesloten) asks the one satisfaction question, by a link to it on the order (issue 36).
 */
export const statusMail = (context: OrderMailContext, status: UserStoryStatus): MailMessage => ({
  ...composeMail({
    to: context.to,
    subject: `Opdracht #${context.orderId} is nu: ${userStoryStatusLabels[status]}`,
    paragraphs: [
      `Hallo ${context.firstName},`,
      `De status van je opdracht "${context.title}" is gewijzigd in: ${userStoryStatusLabels[status]}.`,
      ...(isFinishedUserStoryStatus(status)
        ? [
            `${SATISFACTION_QUESTION} Met één klik op goed of kan beter, en als je wilt een toelichting, help je ons verder.`,
          ]
        : []),
    ],
    link: isFinishedUserStoryStatus(status)
      ? {
          text: 'Beantwoord de vraag over deze opdracht in het klantenportaal',
          href: satisfactionUrl(context),
        }
      : { text: 'Bekijk de opdracht in het klantenportaal', href: orderUrl(context) },
    after: [REPLY_BY_MAIL_HINT],
  }),
  replyTo: context.replyTo,
});
