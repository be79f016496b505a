import { StatementPage } from '~/features/billing/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Rekeningoverzicht',
    description: 'Wat er op je rekening openstaat, je tegoed en het totaal te betalen.',
    path: '/klantenportaal/facturen/rekeningoverzicht',
    noindex: true,
  });

export default function Page() {
  return <StatementPage />;
}
