import { Navigate, useLocation } from 'react-router';
import { accountSectionPath } from '~/features/account/index.ts';

/**
 * Mijn account opens on its first sub-page. Links to the one page it used to be (in mails, with an
 * anchor such as #wijzigingsverzoek) land there with their query and anchor.
 */
export default function Page() {
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: accountSectionPath('gegevens'), search, hash }} />;
}
