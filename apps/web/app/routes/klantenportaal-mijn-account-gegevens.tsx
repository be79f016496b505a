import { AccountSectionPage, accountSectionMeta } from '~/features/account/index.ts';

export const meta = () => accountSectionMeta('gegevens');

export default function Page() {
  return <AccountSectionPage slug="gegevens" />;
}
