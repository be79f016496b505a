import {
  CallToAction,
  Hero,
  ProcessSection,
  ReasonsSection,
  ReferencesSection,
  ServicesSection,
} from '~/features/home/index.ts';
import { siteConfig } from '~/lib/config.ts';
import { pageMeta, siteUrlOf } from '~/lib/meta.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Home', description: siteConfig.description, path: '/', siteUrl: siteUrlOf(matches) });

export default function Home() {
  return (
    <>
      <Hero />
      <ServicesSection />
      <ReasonsSection />
      <ReferencesSection />
      <ProcessSection />
      <CallToAction />
    </>
  );
}
