import { ProductsPage } from '~/features/beheer-products/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Producten en prijzen (beheer)',
    description: 'De producten en prijzen waaruit winkelmand, portaal en facturatie rekenen.',
    path: '/beheer/producten',
    noindex: true,
  });

export default function Page() {
  return <ProductsPage />;
}
