import { AuditPage } from '~/features/beheer-staff/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Auditlog | Beheer',
    description: 'Elke wijziging door medewerkers: wie, wat, wanneer en vanaf welk adres.',
    path: '/beheer/audit',
    noindex: true,
  });

export default function Page() {
  return <AuditPage />;
}
