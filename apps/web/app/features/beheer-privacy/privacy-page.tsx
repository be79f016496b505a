import { ADMIN_ONLY } from '@maatwerk/contract';
import page from '~/components/beheer-page.module.css';
import { useStaff } from '~/features/beheer-shell/index.ts';
import { AgreementsPanel } from './agreements-panel.tsx';
import { ErasurePanel } from './erasure-panel.tsx';
import { ExportsPanel } from './exports-panel.tsx';

/**
 * The AVG in the back office: the documents customers accept and who accepted them (every role
 * reads, beheerders publish), and for beheerders the requests for erasure and the data exports.
 */
export const PrivacyPage = () => {
  const staff = useStaff();
  const admin = ADMIN_ONLY.includes(staff.role);
  return (
    <div className={page.page}>
      <h1>AVG</h1>
      <AgreementsPanel canPublish={admin} />
      {admin && <ErasurePanel />}
      {admin && <ExportsPanel />}
    </div>
  );
};
