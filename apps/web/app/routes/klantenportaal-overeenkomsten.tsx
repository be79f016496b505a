import { AGREEMENTS_PAGE_PATH } from '@maatwerk/contract/constants';
import { AgreementsPage } from '~/features/agreements/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Overeenkomsten',
    description: 'De verwerkersovereenkomst en de voorwaarden: lezen en accepteren namens je bedrijf.',
    path: AGREEMENTS_PAGE_PATH,
    noindex: true,
  });

export default function Page() {
  return <AgreementsPage />;
}
