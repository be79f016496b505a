import { type TeamRole, teamRoleMayOpen } from '@maatwerk/contract/constants';

export const ACCOUNT_PATH = '/klantenportaal/mijn-account';

export interface AccountSection {
  /** The sub-page's address below Mijn account. */
  slug: string;
  label: string;
  /** What the sub-page holds, for its description. */
  description: string;
}

/** Mijn account's sub-pages, in the order of its sub-navigation; the first is where Mijn account opens. */
export const accountSections = [
  {
    slug: 'gegevens',
    label: 'Gegevens',
    description: 'Je gegevens en die van je bedrijf, je naam en telefoonnummer.',
  },
  {
    slug: 'e-mail-en-wachtwoord',
    label: 'E-mail en wachtwoord',
    description: 'Je e-mailadres, je weekmail-adres en je wachtwoord.',
  },
  {
    slug: 'beveiliging',
    label: 'Beveiliging',
    description: 'Tweestapsverificatie, passkeys, waar je bent ingelogd en wat er met je account gebeurde.',
  },
  {
    slug: 'je-gegevens',
    label: 'Je gegevens',
    description: 'Een kopie van de gegevens die we van je bewaren, of ze laten verwijderen (AVG).',
  },
  {
    slug: 'team',
    label: 'Team',
    description: 'Wie er voor je bedrijf inlogt en wat ieder mag.',
  },
  {
    slug: 'api-sleutels',
    label: 'API-sleutels',
    description: 'Sleutels waarmee je eigen systemen je opdrachten, facturen en domeinen lezen.',
  },
  {
    slug: 'webhooks',
    label: 'Webhooks',
    description:
      'Adressen van je eigen systemen die we een ondertekend bericht sturen als er iets verandert.',
  },
] as const satisfies readonly AccountSection[];

export type AccountSectionSlug = (typeof accountSections)[number]['slug'];

export const accountSectionPath = (slug: AccountSectionSlug) => `${ACCOUNT_PATH}/${slug}`;

/** The sub-pages a team member of `role` may open (all while the role is not known). */
export const accountSectionsFor = (role: TeamRole | undefined) =>
  accountSections.filter(
    (section) => role === undefined || teamRoleMayOpen(role, accountSectionPath(section.slug)),
  );
