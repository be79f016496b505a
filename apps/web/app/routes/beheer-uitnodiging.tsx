import { useSearchParams } from 'react-router';
import { AcceptInvitation } from '~/features/beheer-shell/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Uitnodiging | Beheer',
    description: 'Kies een wachtwoord voor het beheer van Kodewerk.',
    path: '/beheer/uitnodiging',
    noindex: true,
  });

export const clientLoader = () => null;
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="container page" aria-busy="true">
      <h1>Uitnodiging</h1>
      <p>Uitnodiging wordt geladen…</p>
    </div>
  );
}

export default function Page() {
  const [params] = useSearchParams();
  return (
    <div className="container page">
      <h1>Uitnodiging</h1>
      <AcceptInvitation token={params.get('token') ?? ''} />
    </div>
  );
}
