import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Privacyverklaring',
    description: 'Hoe Kodewerk B.V. omgaat met je persoonsgegevens: wat we bewaren, waarom en hoe lang.',
    path: '/privacyverklaring',
  });

export default function Page() {
  return (
    <div className="container page">
      <h1>Privacyverklaring</h1>
      <p className="prose">
        Kodewerk B.V. gaat zorgvuldig om met je persoonsgegevens en bewaart alleen wat nodig is.
      </p>
    </div>
  );
}
