import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Klantenportaal',
    description:
      'Log in op het klantenportaal van Kodewerk voor je opdrachten, facturen, domeinen en hosting.',
    path: '/klantenportaal',
  });

export default function PortalLogin() {
  return (
    <div className="container page">
      <h1>Klantenportaal</h1>
      <p className="prose">Log in met je e-mailadres en wachtwoord voor het klantenportaal.</p>
    </div>
  );
}
