import { EmergencyCalls } from '~/features/beheer-emergency/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Noodoproepen (beheer)',
    description: 'Noodoproepen van klanten: open oproepen eerst.',
    path: '/beheer/noodoproepen',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <h1>Noodoproepen</h1>
      <p className="prose">Open oproepen staan bovenaan, de langst wachtende eerst.</p>
      <EmergencyCalls />
    </>
  );
}
