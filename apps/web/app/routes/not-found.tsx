import { data } from 'react-router';
import { pageMeta } from '~/lib/meta.ts';

/** /404 and every unmatched address: the root error boundary shows 'Page not found: {path}'. */
export const loader = () => {
  throw data('Page not found', { status: 404 });
};

export const meta = () =>
  pageMeta({
    title: 'Pagina niet gevonden',
    description: 'Deze pagina bestaat niet.',
    path: '/404',
    noindex: true,
  });

export default function NotFound() {
  return null;
}
