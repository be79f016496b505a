import { provider } from '@maatwerk/contract/constants';

/** What the site shows of the provider: its facts from the contract, and the site's own texts and links. */
export interface ExternalLink {
  label: string;
  href: string;
  description?: string;
}

export const siteConfig = {
  companyName: provider.name,
  productName: provider.productName,
  tagline: 'Maatwerk software, apps en dedicated hosting',
  description:
    'Kodewerk is je partner voor maatwerk software, apps en dedicated hosting: met expertise, snelle support en goede prijzen.',
  siteUrl: 'https://www.kodewerk.nl',
  kvkNumber: provider.kvkNumber,
  vatId: provider.vatId,
  contactEmail: provider.email,
  phone: provider.phone,
  phoneHref: provider.phoneHref,
  address: { street: provider.street, postalCode: provider.postalCode, city: provider.city },
  /** Outside office hours: the emergency line for customers. */
  openingHours: 'Maandag tot en met vrijdag van 08:30 tot 17:30',
  mainMenu: [
    {
      label: 'Maatwerk oplossingen',
      href: 'https://maatwerk.kodewerk.nl',
      description: 'Software die precies doet wat jouw bedrijf nodig heeft',
    },
    {
      label: 'Android en iOS apps',
      href: 'https://apps.kodewerk.nl',
      description: 'Native en cross-platform apps, van idee tot App Store',
    },
    {
      label: 'Dedicated hosting',
      href: 'https://hosting.kodewerk.nl',
      description: 'Eigen servers in Nederlandse datacenters, door ons beheerd',
    },
  ] satisfies ExternalLink[],
  sisterSites: [
    { label: 'Kodewerk Maatwerk', href: 'https://maatwerk.kodewerk.nl' },
    { label: 'Kodewerk Apps', href: 'https://apps.kodewerk.nl' },
    { label: 'Kodewerk Hosting', href: 'https://hosting.kodewerk.nl' },
  ] satisfies ExternalLink[],
  supportLinks: {
    supportCosts: { label: 'Kosten van support', href: '/kennisbank/maatwerk-software/onderhoudscontract' },
    faq: { label: 'Veelgestelde vragen', href: '/veelgestelde-vragen' },
    knowledgeBase: { label: 'Kennisbank', href: '/kennisbank' },
    clientPortal: { label: 'Klantenportaal', href: '/klantenportaal' },
    systemStatus: { label: 'Systeemstatus', href: '/status' },
  } satisfies Record<string, ExternalLink>,
  socialImage: { path: '/og-image.jpg', width: 2500, height: 1309 },
} as const;
