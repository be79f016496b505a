import { AccountSectionPage, accountSectionMeta } from '~/features/account/index.ts';

export const meta = () => accountSectionMeta('webhooks');

export default function Page() {
  return <AccountSectionPage slug="webhooks" />;
}
