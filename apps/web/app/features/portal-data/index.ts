export type { PortalListData, PortalListName } from './fetchers.ts';
export { portalFetchers, portalListNames } from './fetchers.ts';
export {
  daysUntil,
  formatDate,
  formatDateTime,
  formatEuro,
  formatMinutes,
  formatShortDate,
} from './format.ts';
export { type PortalList, type PortalListState, usePortalFetchers, usePortalList } from './hooks.ts';
export { ListPlaceholder, PlaceholderListStatus } from './list-placeholder.tsx';
export { portalData } from './portal-engine.ts';
export { PortalDataProvider } from './provider.tsx';
export { ensurePortalSession } from './session.ts';
