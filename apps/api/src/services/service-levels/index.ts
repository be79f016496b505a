export { callClock, orderClocks, ordersByTimeLeft } from './clock.ts';
export { serviceLevelReport } from './report.ts';
export { loadServiceLevelRules, replaceServiceLevels, serviceLevels } from './settings.ts';
