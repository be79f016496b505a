import { AccountSectionPage, accountSectionMeta } from '~/features/account/index.ts';

export const meta = () => accountSectionMeta('api-sleutels');

export default function Page() {
  return <AccountSectionPage slug="api-sleutels" />;
}
