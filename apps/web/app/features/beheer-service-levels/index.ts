export { ServiceLevelsPage } from './service-levels-page.tsx';
