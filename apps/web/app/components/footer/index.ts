export { HelpButton } from './help-button.tsx';
export { HelpDialog } from './help-dialog.tsx';
export { SiteFooter } from './site-footer.tsx';
