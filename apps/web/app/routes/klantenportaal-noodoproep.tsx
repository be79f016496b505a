import { EmergencyPage } from '~/features/emergency/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Noodoproep',
    description:
      'Ligt je website of server eruit? Meld het hier en onze dienstdoende engineer komt direct in actie.',
    path: '/klantenportaal/noodoproep',
    noindex: true,
  });

export default function Page() {
  return <EmergencyPage />;
}
