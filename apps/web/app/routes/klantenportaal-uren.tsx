import { HoursPage } from '~/features/hours/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Uren ter goedkeuring',
    description: 'De gewerkte uren per maand: goedkeuren of betwisten voordat ze gefactureerd worden.',
    path: '/klantenportaal/facturen/uren',
    noindex: true,
  });

export default function Page() {
  return <HoursPage />;
}
