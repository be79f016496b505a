import { AppLink } from '~/components/app-link.tsx';
import { siteConfig } from '~/lib/config.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () => pageMeta({ title: 'Home', description: siteConfig.description, path: '/' });

export default function Home() {
  return (
    <div className="container page">
      <h1>Maatwerk software, apps en dedicated hosting</h1>
      <p className="prose">{siteConfig.description}</p>
      <p>
        <AppLink to="/contact" className="button">
          Neem contact op
        </AppLink>{' '}
        <AppLink to="/meet" className="button button-secondary">
          Plan een gesprek
        </AppLink>
      </p>
    </div>
  );
}
