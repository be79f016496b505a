import { StatusPage } from '~/features/status/index.ts';
import { loadStatusBoard } from '~/features/status/status-api.server.ts';
import { pageMeta, siteUrlOf } from '~/lib/meta.ts';
import type { Route } from './+types/status';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Systeemstatus',
    description:
      'De actuele status van websitehosting, e-mail, DNS, het klantenportaal en de API van Kodewerk, met storingen en gepland onderhoud.',
    path: '/status',
    siteUrl: siteUrlOf(matches),
  });

export const loader = () => loadStatusBoard();

export default function Status({ loaderData }: Route.ComponentProps) {
  return <StatusPage board={loaderData} />;
}
