export { AgreementNotice } from './agreement-notice.tsx';
export { AgreementsPage } from './agreements-page.tsx';
