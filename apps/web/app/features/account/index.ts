export { AccountLayout } from './account-layout.tsx';
export { accountSectionMeta } from './account-meta.ts';
export { AccountSectionPage } from './account-page.tsx';
export { accountSectionPath } from './account-sections.ts';
