import { useParams } from 'react-router';
import { DomainPage } from '~/features/domains/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Domeinnaam',
    description: 'Nameservers, vergrendeling en automatische verlenging van deze domeinnaam.',
    path: '/klantenportaal/webhosting',
    noindex: true,
  });

export default function Page() {
  const { id } = useParams();
  const domainId = Number(id);
  // Each domain its own page state: no form values carried over from the previous one.
  return <DomainPage key={domainId} id={Number.isInteger(domainId) && domainId > 0 ? domainId : 0} />;
}
