import { AccountSectionPage, accountSectionMeta } from '~/features/account/index.ts';

export const meta = () => accountSectionMeta('team');

export default function Page() {
  return <AccountSectionPage slug="team" />;
}
