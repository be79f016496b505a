import { AccountPage } from '~/features/account/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Mijn account',
    description: 'Je gegevens, je weekmail-adres, je wachtwoord en je tweestapsverificatie.',
    path: '/klantenportaal/mijn-account',
    noindex: true,
  });

export default function Page() {
  return <AccountPage />;
}
