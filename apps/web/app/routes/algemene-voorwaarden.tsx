import { LegalDocument } from '~/components/legal-document/index.ts';
import { termsIntro, termsSections, termsVersion } from '~/features/terms/index.ts';
import { pageMeta, siteUrlOf } from '~/lib/meta.ts';
import type { Route } from './+types/algemene-voorwaarden';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Algemene voorwaarden',
    description:
      'De algemene voorwaarden van Kodewerk B.V. voor maatwerk software, apps, hosting, domeinnamen en support: helder en compleet.',
    path: '/algemene-voorwaarden',
    siteUrl: siteUrlOf(matches),
  });

export default function Terms() {
  return (
    <LegalDocument
      title="Algemene voorwaarden"
      version={termsVersion}
      intro={termsIntro}
      sections={termsSections}
    />
  );
}
