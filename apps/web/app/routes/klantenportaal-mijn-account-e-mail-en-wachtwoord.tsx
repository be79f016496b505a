import { AccountSectionPage, accountSectionMeta } from '~/features/account/index.ts';

export const meta = () => accountSectionMeta('e-mail-en-wachtwoord');

export default function Page() {
  return <AccountSectionPage slug="e-mail-en-wachtwoord" />;
}
