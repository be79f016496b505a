import { pageMeta } from '~/lib/meta.ts';
import { type AccountSectionSlug, accountSectionPath, accountSections } from './account-sections.ts';

/** Title and description of a sub-page of Mijn account. */
export const accountSectionMeta = (slug: AccountSectionSlug) => {
  const section = accountSections.find((one) => one.slug === slug) ?? accountSections[0];
  return pageMeta({
    title: `${section.label} – Mijn account`,
    description: section.description,
    path: accountSectionPath(slug),
    noindex: true,
  });
};
