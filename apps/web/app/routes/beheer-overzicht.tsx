import { WaitingChats } from '~/features/beheer-chat/index.ts';
import { StaffOverview } from '~/features/beheer-shell/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Overzicht | Beheer',
    description: 'Het beheer van Kodewerk.',
    path: '/beheer/overzicht',
    noindex: true,
  });

export default function Page() {
  return <StaffOverview live={<WaitingChats />} />;
}
