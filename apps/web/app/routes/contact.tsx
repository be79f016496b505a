import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Contact',
    description: 'Neem contact op met Kodewerk voor maatwerk software, apps of dedicated hosting.',
    path: '/contact',
  });

export default function Page() {
  return (
    <div className="container page">
      <h1>Contact</h1>
      <p className="prose">
        Mail naar info@kodewerk.nl of bel 030 123 45 67. We reageren binnen één werkdag.
      </p>
    </div>
  );
}
