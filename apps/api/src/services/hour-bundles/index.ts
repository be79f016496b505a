export { drawFromHourBundles, HOUR_BUNDLE_WARNING_QUEUE } from './draw.ts';
export { listHourBundles, listStaffHourBundles } from './read.ts';
export { sellHourBundle } from './sell.ts';
export { sendHourBundleWarning } from './warning.ts';
