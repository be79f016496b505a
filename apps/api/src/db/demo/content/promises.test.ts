import { type ApiRouteName, apiRoutes } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { portalPages } from '../../../services/search/portal-pages.ts';
import { faqQuestions } from './faq.ts';
import { knowledgeBaseArticles } from './knowledge-base.ts';

/**
 * What the texts about the portal may promise a customer: each promise names the customer route
 * that keeps it. A text that makes a promise whose route the API does not have fails, so a text
 * becomes true together with the feature, or is rewritten.
 */
const promises: { says: RegExp; keptBy: string }[] = [
  { says: /\biDEAL\b|\bnu betalen\b|direct betalen/i, keptBy: 'payInvoice' },
  { says: /\bUBL\b|e-factuur/i, keptBy: 'downloadInvoiceUbl' },
  { says: /incasso|machtiging/i, keptBy: 'createPaymentMandate' },
  { says: /alles downloaden|zip-bestand/i, keptBy: 'downloadInvoicesArchive' },
  {
    says: /meldingen instellen|e-mailmeldingen|notificaties|onderdeel Meldingen/i,
    keptBy: 'updateNotificationSettings',
  },
  {
    says: /gebruiker uitnodigen|collega's uitnodigen|kennen rollen toe|onderdeel Gebruikers/i,
    keptBy: 'inviteTeamMember',
  },
  {
    says: /DNS-records (wijzigen|toevoegen|beheren) in het klantenportaal|Wijzig DNS-records/i,
    keptBy: 'updateDnsRecords',
  },
  { says: /versleep|verslepen/i, keptBy: 'reorderUserStories' },
  { says: /bijlage/i, keptBy: 'uploadAttachment' },
  { says: /dagdel/i, keptBy: 'createHalfDayReservation' },
  { says: /binnen 30 minuten/i, keptBy: 'emergencyResponseTimes' },
  { says: /\bcontracten\b.*inzien|bekijk je je contracten/i, keptBy: 'listContracts' },
  {
    says: /wachtwoord vergeten\?.*(knop|link)|Wachtwoord vergeten\? in het/i,
    keptBy: 'requestPasswordReset',
  },
  // Promises the portal keeps today, so that the test is seen to pass on a kept one.
  { says: /als pdf|PDF om de factuur/i, keptBy: 'downloadInvoicePdf' },
  { says: /verplaats/i, keptBy: 'moveReservation' },
  { says: /tweestapsverificatie/i, keptBy: 'confirmMfaSetup' },
  { says: /afmelden|waar je bent ingelogd/i, keptBy: 'endSession' },
  { says: /nieuw e-mailadres/i, keptBy: 'requestEmailChange' },
  { says: /nameservers/i, keptBy: 'updateDomain' },
  { says: /noodoproep/i, keptBy: 'createEmergencyRequest' },
];

/** The texts a customer reads about the portal: its own pages in search, and what the knowledge base and the questions say about it. */
const portalTexts = [
  ...portalPages.map((page) => ({ where: page.url, text: `${page.description} ${page.content}` })),
  ...[...knowledgeBaseArticles, ...faqQuestions].flatMap((article) =>
    `${article.description}\n\n${article.content}`
      .split('\n\n')
      .filter((paragraph) => /klantenportaal/i.test(paragraph) || article.categorySlug === 'klantenportaal')
      .map((paragraph) => ({ where: article.slug, text: paragraph })),
  ),
];

/**
 * The routes a customer uses: the portal's own (a customer's login) and the public ones a
 * customer takes to get in (a forgotten password); never a staff route.
 */
const customerRoutes = new Set(
  Object.entries(apiRoutes)
    .filter(
      ([, route]) => route.auth === 'bearer' || (route.auth === 'none' && !route.path.startsWith('/staff/')),
    )
    .map(([name]) => name),
);

describe('what the portal texts promise', () => {
  it('reads texts about the portal, and the kept promises are found in them', () => {
    expect(portalTexts.length).toBeGreaterThan(20);
    for (const kept of [
      'downloadInvoicePdf',
      'moveReservation',
      'createEmergencyRequest',
      'requestPasswordReset',
    ]) {
      const promise = promises.find((p) => p.keptBy === kept)!;
      expect(
        portalTexts.some(({ text }) => promise.says.test(text)),
        kept,
      ).toBe(true);
    }
  });

  it('promises only what a customer route of the API does', () => {
    const broken = portalTexts.flatMap(({ where, text }) =>
      promises
        .filter(({ says, keptBy }) => says.test(text) && !customerRoutes.has(keptBy as ApiRouteName))
        .map(({ says, keptBy }) => `${where}: "${text.match(says)?.[0]}" needs ${keptBy}`),
    );
    expect(broken).toEqual([]);
  });
});
