import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Webhosting',
    description: 'Je domeinnamen, servers en hostingpakketten.',
    path: '/klantenportaal/webhosting',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <h1>Webhosting</h1>
      <p className="prose">Je domeinnamen, servers en hostingpakketten.</p>
    </>
  );
}
