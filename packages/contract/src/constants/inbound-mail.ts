import { ATTACHMENT_MAX_BYTES } from './attachments.ts';

/**
 * Replies by e-mail (docs/decisions/0063): the limits of the inbound SMTP listener and the answers
 * it gives a refused mail. Mail servers show the answer in the bounce the sender gets, so it is
 * Dutch, in plain ASCII (SMTP replies are 7-bit), and names what to do instead.
 */

/** Mails one sender (the envelope's MAIL FROM) may deliver per minute; more are refused. */
export const INBOUND_MAILS_PER_SENDER_PER_MINUTE = 10;

/**
 * The largest mail taken: one attachment of the largest size, base64-encoded (4/3), with room for
 * the text. A mail with more or larger files is refused whole; the portal takes them.
 */
export const INBOUND_MAIL_MAX_BYTES = Math.ceil((ATTACHMENT_MAX_BYTES * 4) / 3) + 2 * 1024 * 1024;

/** The local part of a reply address, before its `+`: `order+<id>.<person>.<signature>@…`. */
export const REPLY_ADDRESS_PREFIX = 'order';

const portal = 'Reageer in het klantenportaal of beheer.';

/** The SMTP answer (code and text) of each reason a mail is refused. */
export const inboundMailRefusals = {
  oneRecipient: { code: 452, text: 'Stuur een antwoord naar een antwoordadres tegelijk.' },
  unknownAddress: { code: 550, text: `Dit antwoordadres bestaat niet. ${portal}` },
  notTheSender: {
    code: 550,
    text: `Dit antwoordadres hoort bij een ander e-mailadres dan de afzender. ${portal}`,
  },
  automatic: { code: 550, text: 'Automatische berichten worden niet aangenomen.' },
  tooMany: { code: 451, text: 'Te veel berichten van deze afzender; probeer het over een minuut opnieuw.' },
  tooLarge: { code: 552, text: `Dit bericht is te groot. ${portal}` },
  empty: { code: 550, text: `Dit bericht bevat geen reactie. ${portal}` },
  orderClosed: {
    code: 550,
    text: 'Deze opdracht is gesloten. Heropen hem in het klantenportaal om te reageren.',
  },
  notAllowed: { code: 550, text: `Je mag op deze opdracht niet reageren. ${portal}` },
  attachment: { code: 550 },
  failed: { code: 451, text: 'Het bericht kon nu niet worden verwerkt; probeer het later opnieuw.' },
} as const;
