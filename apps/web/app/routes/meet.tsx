import { data } from 'react-router';
import { ContactOptions, MeetingDetails, MeetingNotFound } from '~/features/meetings/index.ts';
import { lookUpMeeting } from '~/features/meetings/meeting-api.server.ts';
import { pageMeta, siteUrlOf } from '~/lib/meta.ts';
import type { Route } from './+types/meet';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    title: 'Afspraak maken',
    description: 'Plan een gesprek met Kodewerk: op kantoor in Utrecht, via video of telefonisch.',
    path: '/meet',
    siteUrl: siteUrlOf(matches),
    // A meeting link is for its participants only.
    noindex: new URLSearchParams(location.search).has('id'),
  });

/** With ?id= the meeting of a reservation: no login, the unguessable id is the key. */
export const loader = async ({ request }: Route.LoaderArgs) => {
  const id = new URL(request.url).searchParams.get('id')?.trim();
  if (id === undefined) return { lookup: null };
  const lookup = await lookUpMeeting(id);
  return lookup.found ? { lookup } : data({ lookup }, { status: lookup.status });
};

// The id in the address is the key to the meeting: not cached, not passed on to other sites.
export const headers = () => ({ 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { lookup } = loaderData;
  return (
    <div className="container page">
      <h1>{lookup ? 'Je afspraak' : 'Afspraak maken'}</h1>
      {lookup ? (
        lookup.found ? (
          <MeetingDetails meeting={lookup.meeting} />
        ) : (
          <MeetingNotFound message={lookup.message} />
        )
      ) : (
        <p className="prose">
          Kom langs op ons kantoor in Utrecht, plan een videogesprek of bel ons. Wij denken graag met je mee.
        </p>
      )}
      <ContactOptions />
    </div>
  );
}
