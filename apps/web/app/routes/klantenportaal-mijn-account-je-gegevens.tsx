import { AccountSectionPage, accountSectionMeta } from '~/features/account/index.ts';

export const meta = () => accountSectionMeta('je-gegevens');

export default function Page() {
  return <AccountSectionPage slug="je-gegevens" />;
}
