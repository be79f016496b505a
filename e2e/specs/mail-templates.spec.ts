import {
  emailChangeConfirmMail,
  emailChangedMail,
} from '../../apps/api/src/services/auth/email-change-mail.ts';
import { newDeviceMail } from '../../apps/api/src/services/auth/new-device-mail.ts';
import {
  passwordChangedMail,
  passwordResetMail,
} from '../../apps/api/src/services/auth/password-reset-mail.ts';
import { hoursSubmittedMail } from '../../apps/api/src/services/billable-hours/mail.ts';
import { acknowledgedMail } from '../../apps/api/src/services/emergency-calls/mail.ts';
import { hourBundleWarningMail } from '../../apps/api/src/services/hour-bundles/mail.ts';
import { reminderMail } from '../../apps/api/src/services/invoice-reminders/mail.ts';
import { LINK_HINT } from '../../apps/api/src/services/mail-layout.ts';
import { reservationMail } from '../../apps/api/src/services/reservation-mail/mail.ts';
import { invitationMail } from '../../apps/api/src/services/staff-customers/invitation-mail.ts';
import { replyMail, statusMail } from '../../apps/api/src/services/staff-orders/mails.ts';
import {
  confirmationMail as statusConfirmationMail,
  statusUpdateMail,
} from '../../apps/api/src/services/status-subscriptions/mails.ts';
import { weekMail } from '../../apps/api/src/services/week-mail/mail.ts';
import { reportedWeek } from '../../apps/api/src/services/week-mail/week.ts';
import { axe, axeFindings } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

const to = 'jan@voorbeeld.nl';
const at = new Date('2026-11-16T07:05:00Z');
const link = 'https://kodewerk.nl/klantenportaal/wachtwoord-herstellen?token=abc';
const meeting = {
  to,
  firstName: 'Jan',
  name: 'Jan de Vries',
  reservationId: 7,
  meetingId: 'Yne7IKN5CvbPyldHfIxUYT-bThblCibP',
  subject: 'Kennismaking nieuwe app',
  startsAt: new Date('2026-12-17T09:00:00Z'),
  endsAt: new Date('2026-12-17T10:00:00Z'),
  siteUrl: 'https://kodewerk.nl',
  sender: 'noreply@kodewerk.nl',
  sequence: 0,
};
const order = {
  orderId: 12,
  title: 'Koppeling met het boekhoudpakket',
  siteUrl: 'https://kodewerk.nl',
  replyTo: 'order+12.c7.0123456789abcdef0123@kodewerk.nl',
};

/** Every mail a customer gets from the template set, with its own content. */
const mails = {
  weekmail: weekMail({
    to,
    firstName: 'Jan',
    company: 'Voorbeeld B.V.',
    week: reportedWeek('2026-11-09'),
    contents: {
      orders: [{ title: 'Koppeling met het boekhoudpakket', status: 'in_behandeling' }],
      hours: [{ title: 'Koppeling met het boekhoudpakket', minutes: 135 }],
      invoices: [{ number: '2026-0042', description: 'Werkzaamheden oktober' }],
    },
    portalUrl: 'https://kodewerk.nl/klantenportaal/dashboard',
    unsubscribeUrl: 'https://kodewerk.nl/weekmail/afmelden?token=12.abc',
  }),
  'statusmeldingen bevestigen': statusConfirmationMail(
    to,
    {
      confirmUrl: 'https://kodewerk.nl/status/bevestigen?token=abc',
      unsubscribeUrl: 'https://kodewerk.nl/status/afmelden?token=3.abc',
    },
    7,
    false,
  ),
  'statusmelding update': statusUpdateMail({
    to,
    event: {
      id: 3,
      kind: 'storing',
      title: 'Mail <smtp> traag',
      services: ['email'],
      impact: 'verminderd',
      state: 'geidentificeerd',
      starts_at: '2026-11-16T07:05:00Z',
      planned_end_at: null,
      closed_at: null,
    },
    update: {
      state: 'geidentificeerd',
      message: 'Een volle wachtrij; we maken hem leeg.',
      created_at: '2026-11-16T08:00:00Z',
    },
    first: false,
    statusUrl: 'https://kodewerk.nl/status',
    unsubscribeUrl: 'https://kodewerk.nl/status/afmelden?token=3.abc',
  }),
  'wachtwoord vergeten': passwordResetMail({ to, firstName: 'Jan', link, expiresAt: at }),
  'wachtwoord gewijzigd': passwordChangedMail({ to, firstName: 'Jan', at }),
  uitnodiging: invitationMail({ to, firstName: 'Jan', company: 'Voorbeeld B.V.', link, expiresAt: at }),
  'e-mailadres bevestigen': emailChangeConfirmMail({ to, firstName: 'Jan', link, expiresAt: at }),
  'e-mailadres gewijzigd': emailChangedMail({ to, firstName: 'Jan', newEmail: 'nieuw@voorbeeld.nl', at }),
  betalingsherinnering: reminderMail({
    to,
    company: 'Voorbeeld B.V.',
    level: 2,
    number: '2026-0042',
    issuedOn: '2026-10-01',
    dueOn: '2026-10-15',
    balanceCents: 12_100,
    invoicesUrl: 'https://kodewerk.nl/klantenportaal/facturen',
  }),
  'strippenkaart bijna op': hourBundleWarningMail({
    to,
    company: 'Voorbeeld B.V.',
    description: 'Strippenkaart 20 uur',
    totalMinutes: 1_200,
    remainingMinutes: 210,
    invoicesUrl: 'https://kodewerk.nl/klantenportaal/facturen',
  }),
  'uren ter goedkeuring': hoursSubmittedMail({
    to,
    company: 'Voorbeeld B.V.',
    orderTitle: 'Koppeling met het boekhoudpakket',
    entries: [
      { workedOn: '2026-11-09', staffName: 'Sanne Bakker', minutes: 135, note: 'Analyse en eerste opzet' },
      { workedOn: '2026-11-10', staffName: 'Ruben Visser', minutes: 60, note: '' },
    ],
    hoursUrl: 'https://kodewerk.nl/klantenportaal/opdrachten/12',
  }),
  'nieuw apparaat': newDeviceMail({
    to,
    firstName: 'Jan',
    device: 'Firefox op Linux',
    address: '203.0.113.5',
    at,
    accountUrl: 'https://kodewerk.nl/klantenportaal/mijn-account',
  }),
  'reactie op een opdracht': replyMail(
    { ...order, to, firstName: 'Jan' },
    'Sanne Bakker',
    '<p>De koppeling staat klaar om te testen.</p><ul><li>Facturen</li><li>Betalingen</li></ul>',
  ),
  'status van een opdracht': statusMail({ ...order, to, firstName: 'Jan' }, 'in_behandeling'),
  'noodoproep opgepakt': acknowledgedMail({
    to,
    firstName: 'Jan',
    callId: 4,
    ownCall: false,
    callerName: 'Piet Jansen',
    staffName: 'Sanne Bakker',
    acknowledgedAt: at,
    description: 'De webshop geeft sinds 14:05 een 502-fout.',
    callsUrl: 'https://kodewerk.nl/klantenportaal/noodoproep',
  }),
  'afspraak vastgelegd': reservationMail({ ...meeting, kind: 'booked' }),
  'afspraak verzet': reservationMail({
    ...meeting,
    kind: 'moved',
    movedFrom: new Date('2026-12-16T13:00:00Z'),
    sequence: 120,
  }),
  'afspraak geannuleerd door Kodewerk': reservationMail({
    ...meeting,
    kind: 'cancelled',
    cancelledByStaff: true,
    staffReason: 'De ontwikkelaar is ziek.',
    sequence: 240,
  }),
};

test.describe('the mails a customer gets', () => {
  for (const [name, mail] of Object.entries(mails)) {
    test(`${name}: HTML with a title and a heading, as plain text too, and nothing axe finds`, async ({
      page,
    }) => {
      expect(mail.html).toBeDefined();
      expect(mail.text.length).toBeGreaterThan(50);
      // A sentence that ends in 'Voorbeeld B.V.' gets no second full stop.
      expect(mail.text).not.toMatch(/[^.]\.\.(?!\.)/);
      await page.setContent(mail.html ?? '');
      await expect(page).toHaveTitle(mail.subject);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(mail.subject);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      // What the HTML says, the plain text says as well (but the hint under a link, which in plain
      // text is the address itself).
      const plain = mail.text.replace(/\s+/g, ' ');
      for (const paragraph of await page.locator('p').allInnerTexts()) {
        if (paragraph.startsWith(LINK_HINT)) continue;
        for (const line of paragraph.split('\n')) expect(plain).toContain(line.replace(/\s+/g, ' '));
      }
      for (const link of await page.getByRole('link').all()) {
        expect(plain).toContain(`${(await link.textContent())?.trim()}: ${await link.getAttribute('href')}`);
      }
      expect(await axeFindings(axe(page))).toEqual([]);
    });
  }
});
