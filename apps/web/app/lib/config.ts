/** Everything about the provider that the site shows: one typed place, changed here only. */
export interface ExternalLink {
  label: string;
  href: string;
  description?: string;
}

export const siteConfig = {
  companyName: 'Kodewerk B.V.',
  productName: 'Kodewerk',
  tagline: 'Maatwerk software, apps en dedicated hosting',
  description:
    'Kodewerk is je partner voor maatwerk software, apps en dedicated hosting: met expertise, snelle support en goede prijzen.',
  siteUrl: 'https://www.kodewerk.nl',
  kvkNumber: '87654321',
  vatId: 'NL004512378B01',
  contactEmail: 'info@kodewerk.nl',
  phone: '030 123 45 67',
  phoneHref: 'tel:+31301234567',
  address: { street: 'Catharijnesingel 52', postalCode: '3511 GC', city: 'Utrecht' },
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
    supportCosts: { label: 'Kosten van support', href: 'https://kennisbank.kodewerk.nl/kosten-van-support' },
    faq: { label: 'Veelgestelde vragen', href: 'https://kennisbank.kodewerk.nl/veelgestelde-vragen' },
    knowledgeBase: { label: 'Kennisbank', href: 'https://kennisbank.kodewerk.nl' },
    clientPortal: { label: 'Klantenportaal', href: '/klantenportaal' },
    systemStatus: { label: 'Systeemstatus', href: 'https://status.kodewerk.nl' },
  } satisfies Record<string, ExternalLink>,
  socialImage: { path: '/og-image.jpg', width: 2500, height: 1309 },
} as const;

export type SiteConfig = typeof siteConfig;
