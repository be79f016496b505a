import { LegalDocument } from '~/components/legal-document/index.ts';
import { privacyIntro, privacySections, privacyVersion } from '~/features/privacy/index.ts';
import { pageMeta, siteUrlOf } from '~/lib/meta.ts';
import type { Route } from './+types/privacyverklaring';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Privacyverklaring',
    description:
      'Hoe Kodewerk B.V. omgaat met je persoonsgegevens: wat we bewaren en waarom, hoe lang, met wie we iets delen en welke rechten je hebt.',
    path: '/privacyverklaring',
    siteUrl: siteUrlOf(matches),
  });

export default function Privacy() {
  return (
    <LegalDocument
      title="Privacyverklaring"
      version={privacyVersion}
      intro={privacyIntro}
      sections={privacySections}
    />
  );
}
