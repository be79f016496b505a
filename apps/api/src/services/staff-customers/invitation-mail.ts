import { INVITATION_DAYS } from '@maatwerk/contract';
import { endSentence } from '@maatwerk/contract/constants';
import type { MailMessage } from '../../lib/mail-message.ts';
import { type OneUseLink, oneUseLinkMail } from '../one-use-link-mail.ts';

/** The mail with the one-use link to set a password for the klantenportaal. */
export const invitationMail = (input: OneUseLink & { company: string }): MailMessage =>
  oneUseLinkMail(input, {
    subject: 'Je uitnodiging voor het klantenportaal van Kodewerk',
    request: `${endSentence(`Je bent uitgenodigd om in te loggen op het klantenportaal van Kodewerk${input.company ? ` voor ${input.company}` : ''}`)} Kies via deze link je wachtwoord:`,
    linkText: 'Wachtwoord kiezen',
    validFor: `${INVITATION_DAYS} dagen`,
    note: 'Daarna log je in met je e-mailadres en je wachtwoord.',
    unexpected: 'Verwachtte je deze uitnodiging niet? Dan kun je deze mail negeren.',
  });
