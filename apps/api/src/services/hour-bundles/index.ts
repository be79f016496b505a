export { drawFromHourBundles, HOUR_BUNDLE_WARNING_QUEUE, type HoursToDraw } from './draw.ts';
export { listHourBundles, listStaffHourBundles } from './read.ts';
export { sellHourBundle } from './sell.ts';
export { hourBundleWarningMail, sendHourBundleWarning } from './warning.ts';
