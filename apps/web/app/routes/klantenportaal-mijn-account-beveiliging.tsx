import { AccountSectionPage, accountSectionMeta } from '~/features/account/index.ts';

export const meta = () => accountSectionMeta('beveiliging');

export default function Page() {
  return <AccountSectionPage slug="beveiliging" />;
}
