import { WebhostingPage } from '~/features/hosting/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Webhosting',
    description: 'Je domeinnamen, servers en hostingpakketten.',
    path: '/klantenportaal/webhosting',
    noindex: true,
  });

export default function Page() {
  return <WebhostingPage />;
}
