import { z } from 'zod';
import { DateTime } from './common.ts';
import { defineRoute } from './route.ts';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

export const Account = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** Where the weekly summary of orders and hours goes; null: to the login address. */
    week_mail_address: z.string().nullable(),
    company: z.object({
      name: z.string(),
      kvk_number: z.string().nullable(),
      vat_id: z.string().nullable(),
      address: z.string().nullable(),
      billing_email: z.string().nullable(),
    }),
    mfa_enabled: z.boolean(),
    password_changed_at: DateTime,
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof Account>;

const passwordLength = `Nieuw wachtwoord moet tussen de ${PASSWORD_MIN} en ${PASSWORD_MAX} tekens bevatten.`;

/**
 * Each field only when it changes. A new password needs the current one; its confirmation, when
 * sent, must match. Changing the password ends every other session of the user.
 */
export const UpdateAccountBody = z
  .object({
    /** A new address, or null to send the week mail to the login address again. */
    week_mail_address: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email('Vul een geldig e-mailadres in.'))
      .nullable()
      .optional(),
    new_password: z.string().min(PASSWORD_MIN, passwordLength).max(PASSWORD_MAX, passwordLength).optional(),
    new_password_confirmation: z.string().max(PASSWORD_MAX).optional(),
    current_password: z.string().max(1024).optional(),
  })
  .superRefine((body, context) => {
    if (body.week_mail_address === undefined && body.new_password === undefined) {
      context.addIssue({ code: 'custom', message: 'Geef aan wat er moet veranderen.', path: [] });
    }
    if (body.new_password !== undefined && !body.current_password) {
      context.addIssue({
        code: 'custom',
        message: 'Huidig wachtwoord is verplicht.',
        path: ['current_password'],
      });
    }
    if (
      body.new_password_confirmation !== undefined &&
      body.new_password_confirmation !== body.new_password
    ) {
      context.addIssue({
        code: 'custom',
        message: 'Bevestiging wachtwoord komt niet overeen.',
        path: ['new_password_confirmation'],
      });
    }
  });
export type UpdateAccountBody = z.input<typeof UpdateAccountBody>;

export const accountRoutes = {
  getAccount: defineRoute({
    method: 'GET',
    path: '/me',
    auth: 'bearer',
    tag: 'account',
    summary: 'The logged-in user, the customer it belongs to and whether a second factor is on',
    response: Account,
  }),
  updateAccount: defineRoute({
    method: 'PUT',
    path: '/me',
    auth: 'bearer',
    tag: 'account',
    summary:
      'Change the week mail address and/or the password (with the current password; ends every other session)',
    body: UpdateAccountBody,
    response: Account,
    methodOverride: true,
  }),
};
