import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Domeinnaam',
    description: 'Nameservers, vergrendeling en automatische verlenging van deze domeinnaam.',
    path: '/klantenportaal/webhosting',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <h1>Domeinnaam</h1>
      <p className="prose">Nameservers, vergrendeling en automatische verlenging van deze domeinnaam.</p>
    </>
  );
}
