import { StatusEvents } from '~/features/beheer-status/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Systeemstatus (beheer)',
    description: 'Storingen en onderhoud plaatsen en bijwerken voor de statuspagina.',
    path: '/beheer/status',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <h1>Systeemstatus</h1>
      <p className="prose">
        Meldingen hier verschijnen op de openbare statuspagina. Een storing die aan diensten van klanten is
        gekoppeld, zien die klanten op hun dashboard; ze krijgen een e-mail bij begin en bij oplossing.
      </p>
      <StatusEvents />
    </>
  );
}
