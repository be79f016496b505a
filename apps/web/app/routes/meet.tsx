import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Afspraak maken',
    description: 'Plan een gesprek met Kodewerk: op kantoor in Utrecht, via video of telefonisch.',
    path: '/meet',
  });

export default function Page() {
  return (
    <div className="container page">
      <h1>Afspraak maken</h1>
      <p className="prose">
        Kom langs op ons kantoor in Utrecht, plan een videogesprek of bel ons. Wij denken graag met je mee.
      </p>
    </div>
  );
}
