export { drawFromHourBundles } from './draw.ts';
export { listHourBundles, listStaffHourBundles } from './read.ts';
export { sellHourBundle } from './sell.ts';
