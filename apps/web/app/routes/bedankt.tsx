import { AppLink } from '~/components/app-link.tsx';
import { useClientStore } from '~/lib/client-store.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Bedankt',
    description: 'Bedankt voor je bericht aan Kodewerk.',
    path: '/bedankt',
    noindex: true,
  });

export default function Bedankt() {
  const title = useClientStore((state) => state.thanksTitle);
  const text = useClientStore((state) => state.thanksText);
  return (
    <div className="container page">
      <h1>{title}</h1>
      <p className="prose">{text}</p>
      <p>
        <AppLink to="/" className="button">
          Terug naar de homepage
        </AppLink>
      </p>
    </div>
  );
}
