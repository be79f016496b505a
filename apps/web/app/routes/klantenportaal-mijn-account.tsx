import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Mijn account',
    description: 'Je gegevens, je weekmail-adres, je wachtwoord en je tweestapsverificatie.',
    path: '/klantenportaal/mijn-account',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <h1>Mijn account</h1>
      <p className="prose">Je gegevens, je weekmail-adres, je wachtwoord en je tweestapsverificatie.</p>
    </>
  );
}
