import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Algemene voorwaarden',
    description: 'De algemene voorwaarden van Kodewerk B.V. voor maatwerk software, apps en hosting.',
    path: '/algemene-voorwaarden',
  });

export default function Page() {
  return (
    <div className="container page">
      <h1>Algemene voorwaarden</h1>
      <p className="prose">
        Deze voorwaarden gelden voor alle offertes, opdrachten en diensten van Kodewerk B.V.
      </p>
    </div>
  );
}
