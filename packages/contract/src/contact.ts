import { z } from 'zod';
import { DateTime } from './common.ts';
import { CONTACT_LIMITS } from './constants/limits.ts';
import { Email } from './fields.ts';
import { defineRoute } from './route.ts';
import { filledText } from './user-stories.ts';

/** Empty optional text is the same as none. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((value) => value || null);

export const ContactFormBody = z.object({
  name: filledText('Naam')
    .min(CONTACT_LIMITS.name.min, 'Naam moet tussen de 2 en 100 tekens bevatten.')
    .max(CONTACT_LIMITS.name.max, 'Naam moet tussen de 2 en 100 tekens bevatten.'),
  email: Email('E-mailadres'),
  phone: optionalText(CONTACT_LIMITS.phone.max, 'Telefoonnummer mag maximaal 30 tekens bevatten.').refine(
    (value) => value === null || /^[+()\d\s.-]{6,}$/.test(value),
    'Vul een geldig telefoonnummer in.',
  ),
  company: optionalText(CONTACT_LIMITS.company.max, 'Bedrijfsnaam mag maximaal 100 tekens bevatten.'),
  subject: optionalText(CONTACT_LIMITS.subject.max, 'Onderwerp mag maximaal 150 tekens bevatten.'),
  message: filledText('Bericht')
    .min(CONTACT_LIMITS.message.min, 'Bericht moet tussen de 10 en 5000 tekens bevatten.')
    .max(CONTACT_LIMITS.message.max, 'Bericht moet tussen de 10 en 5000 tekens bevatten.'),
});
export type ContactFormBody = z.input<typeof ContactFormBody>;

export const ContactFormAnswer = z.object({
  id: z.number().int(),
  created_at: DateTime,
});
export type ContactFormAnswer = z.infer<typeof ContactFormAnswer>;

export const contactRoutes = {
  submitContactForm: defineRoute({
    method: 'POST',
    path: '/frontend/contact-form',
    auth: 'none',
    tag: 'contact',
    summary:
      'A message from the contact form: stored and mailed to the provider (reply-to the sender); if the mail cannot be sent, nothing is stored and the answer is 503',
    body: ContactFormBody,
    response: ContactFormAnswer,
    status: 201,
  }),
};
