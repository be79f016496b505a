export type { PortalListData, PortalListName } from './fetchers.ts';
export { useMayReadList, usePortalFetchers, usePortalList } from './hooks.ts';
export { ListPlaceholder, PlaceholderListStatus } from './list-placeholder.tsx';
export { PortalDataProvider } from './provider.tsx';
export { ensurePortalSession } from './session.ts';
