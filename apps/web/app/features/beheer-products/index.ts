export { ProductsPage } from './products-page.tsx';
