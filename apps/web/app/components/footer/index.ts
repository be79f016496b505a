export { HelpButton } from './help-button.tsx';
export { SiteFooter } from './site-footer.tsx';
