import { StaffOffertePage } from '~/features/beheer-offertes/index.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/beheer-offerte';

export const meta = () =>
  pageMeta({
    title: 'Offerte | Beheer',
    description: 'Een offerte met haar versies, het bewijs van acceptatie en het werk dat ze in gang zette.',
    path: '/beheer/offertes',
    noindex: true,
  });

export default function Page({ params }: Route.ComponentProps) {
  return <StaffOffertePage key={params.id} id={Number(params.id)} />;
}
