import { AGREEMENTS_PAGE_PATH, agreementTexts } from '@maatwerk/contract/constants';
import { useLocation } from 'react-router';
import { AppLink } from '~/components/app-link.tsx';
import { useClientStore } from '~/lib/client-store.ts';
import styles from './agreements.module.css';
import { useAgreements } from './agreements-api.ts';

/**
 * On every portal page while a current document is not accepted: the eigenaar is asked to accept
 * it, the others are told an eigenaar can. Not on the page of the documents itself.
 */
export const AgreementNotice = () => {
  const location = useLocation();
  const role = useClientStore((state) => state.userData?.team_role);
  const agreements = useAgreements();
  const open = agreements.data?.filter((document) => document.accepted === null) ?? [];
  if (open.length === 0 || location.pathname === AGREEMENTS_PAGE_PATH) return null;
  return (
    <div className={styles.notice} role="status">
      <p>{role === 'eigenaar' ? agreementTexts.notice : agreementTexts.noticeOthers}</p>
      <AppLink to={AGREEMENTS_PAGE_PATH}>{agreementTexts.noticeLink}</AppLink>
    </div>
  );
};
