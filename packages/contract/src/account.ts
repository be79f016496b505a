import { z } from 'zod';
import { MfaCode, UserData } from './auth.ts';
import { DateTime, Ok } from './common.ts';
import {
  COMPANY_CHANGE_LIMITS,
  PASSWORD_INPUT_MAX,
  PASSWORD_MAX,
  PROFILE_LIMITS,
} from './constants/limits.ts';
import { newPasswordLabels } from './constants/passwords.ts';
import { ALL_TEAM } from './constants/team-roles.ts';
import { EmailAddress, optionalText, text } from './fields.ts';
import { NewPassword } from './new-password.ts';
import { NewsletterTokenBody } from './newsletter.ts';
import { defineRoute } from './route.ts';
import { filledText, UserStory } from './user-stories.ts';

/** The logged-in user's UserData, with the week mail, the company and when the password last changed. */
export const Account = UserData.extend({
  /** Where the weekly summary of orders and hours goes; null: to the login address. */
  week_mail_address: z.string().nullable(),
  company: z.object({
    name: z.string(),
    kvk_number: z.string().nullable(),
    vat_id: z.string().nullable(),
    address: z.string().nullable(),
    billing_email: z.string().nullable(),
  }),
  password_changed_at: DateTime,
}).meta({ id: 'Account' });
export type Account = z.infer<typeof Account>;

/**
 * Each field only when it changes. A new password needs the current one; a new week mail address
 * the current password or, with the second factor on, a code of the authenticator app (or a
 * recovery code). The confirmation, when sent, must match. Changing the password ends every
 * other session of the user.
 */
export const UpdateAccountBody = z
  .object({
    /** A new address, or null to send the week mail to the login address again. */
    week_mail_address: z.string().trim().pipe(EmailAddress).nullable().optional(),
    new_password: NewPassword.optional(),
    new_password_confirmation: z.string().max(PASSWORD_MAX).optional(),
    current_password: z.string().max(PASSWORD_INPUT_MAX, 'Huidig wachtwoord is te lang.').optional(),
    /** Instead of the current password, for a new week mail address: a code of the second factor. */
    code: MfaCode.optional(),
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
      body.week_mail_address !== undefined &&
      body.new_password === undefined &&
      !body.current_password &&
      body.code === undefined
    ) {
      context.addIssue({
        code: 'custom',
        message: 'Vul je huidige wachtwoord in om je weekmailadres te wijzigen.',
        path: ['current_password'],
      });
    }
    if (
      body.new_password_confirmation !== undefined &&
      body.new_password_confirmation !== body.new_password
    ) {
      context.addIssue({
        code: 'custom',
        message: `${newPasswordLabels.confirmation} komt niet overeen.`,
        path: ['new_password_confirmation'],
      });
    }
  });
export type UpdateAccountBody = z.input<typeof UpdateAccountBody>;

/** The person's own name and phone: theirs to change, without a password (nothing about the login changes). */
export const UpdateProfileBody = z.object({
  first_name: text('Voornaam', 1, PROFILE_LIMITS.name.max),
  last_name: text('Achternaam', 1, PROFILE_LIMITS.name.max),
  /** Empty: no phone number. */
  phone: optionalText(
    text('Telefoonnummer', 1, PROFILE_LIMITS.phone.max).refine(
      (value) => /^[+()\d\s.-]{6,}$/.test(value) && /\d{6,}/.test(value.replace(/\D/g, '')),
      'Vul een geldig telefoonnummer in.',
    ),
  ),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

const changeLength = `Omschrijving moet tussen de ${COMPANY_CHANGE_LIMITS.message.min} en ${COMPANY_CHANGE_LIMITS.message.max} tekens bevatten.`;

/** What of the company's data is wrong, in the customer's words; the support desk changes it. */
export const CompanyChangeRequestBody = z.object({
  message: filledText('Omschrijving')
    .min(COMPANY_CHANGE_LIMITS.message.min, changeLength)
    .max(COMPANY_CHANGE_LIMITS.message.max, changeLength),
});
export type CompanyChangeRequestBody = z.input<typeof CompanyChangeRequestBody>;

/** The title of the order a company change request becomes, in the customer's and the staff's lists. */
export const COMPANY_CHANGE_TITLE = 'Wijzigingsverzoek bedrijfsgegevens';

export const accountRoutes = {
  unsubscribeWeekMail: defineRoute({
    method: 'POST',
    path: '/week-mail/unsubscribe',
    auth: 'none',
    tag: 'account',
    summary:
      'The signed unsubscribe link of a week mail (and a mail program’s one-click unsubscribe): the week mail stops, without a login. Twice is fine; a link not signed by the API answers 404',
    body: NewsletterTokenBody,
    response: Ok,
  }),
  getAccount: defineRoute({
    method: 'GET',
    path: '/me',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'account',
    summary: 'The logged-in user, the customer it belongs to and whether a second factor is on',
    response: Account,
  }),
  updateAccount: defineRoute({
    method: 'PUT',
    path: '/me',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'account',
    summary:
      'Change the week mail address and/or the password (with the current password; ends every other session)',
    body: UpdateAccountBody,
    response: Account,
    methodOverride: true,
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/me/profile',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'account',
    summary: 'Change the logged-in person’s own first name, last name and phone number',
    body: UpdateProfileBody,
    response: Account,
    methodOverride: true,
  }),
  requestCompanyChange: defineRoute({
    method: 'POST',
    path: '/me/company-change-request',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    tag: 'account',
    summary:
      "Ask the provider to change the company's data: it becomes an order in the staff's work queue, which the customer follows under Opdrachten",
    body: CompanyChangeRequestBody,
    response: UserStory,
    status: 201,
  }),
};
