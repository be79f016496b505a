import { apiRoutes, type RouteDefinition, type RouteResponse } from '@maatwerk/contract';

export interface FetcherDefinition<R extends RouteDefinition = RouteDefinition> {
  route: R;
  /** Spec §9: each list runs once at start, then again after this many milliseconds. */
  intervalMs: number;
  /** Single fetchers never run at the same time as another single fetcher. */
  single: boolean;
  /** What the list holds before it loaded and after a failed fetch. */
  empty: RouteResponse<R>;
}

const define = <R extends RouteDefinition>(definition: FetcherDefinition<R>) => definition;

/**
 * The named lists of the portal. The two billing lists are marked single: both are computed from
 * the same invoice data, so running them one after the other spares the API a double load.
 */
export const portalFetchers = {
  proForma: define({
    route: apiRoutes.listProFormaLines,
    intervalMs: 60_000_000,
    single: true,
    empty: [],
  }),
  invoices: define({
    route: apiRoutes.listInvoices,
    intervalMs: 300_000,
    single: true,
    empty: { saved: [], sent: [], subscriptions: [] },
  }),
  /** Prepaid hour bundles: what is left, on the dashboard and the invoices page. */
  hourBundles: define({
    route: apiRoutes.listHourBundles,
    intervalMs: 300_000,
    single: false,
    empty: { bundles: [], remaining_minutes: 0 },
  }),
  orders: define({ route: apiRoutes.listUserStories, intervalMs: 60_000, single: false, empty: [] }),
  domains: define({ route: apiRoutes.listDomains, intervalMs: 600_000, single: false, empty: [] }),
  servers: define({ route: apiRoutes.listServers, intervalMs: 60_000_000, single: false, empty: [] }),
  hostingPackages: define({
    route: apiRoutes.listHostingPackages,
    intervalMs: 60_000_000,
    single: false,
    empty: [],
  }),
  reservations: define({
    route: apiRoutes.listReservations,
    intervalMs: 60_000,
    single: false,
    empty: [],
  }),
  /** Open incidents that touch the customer's own services: the dashboard's notice. */
  incidents: define({ route: apiRoutes.listMyIncidents, intervalMs: 60_000, single: false, empty: [] }),
};

export type PortalFetchers = typeof portalFetchers;
export type PortalListName = keyof PortalFetchers;
export type PortalListData<N extends PortalListName> = RouteResponse<PortalFetchers[N]['route']>;

export const portalListNames = Object.keys(portalFetchers) as PortalListName[];

/** Spec §9: the starter checks the session again every 5 seconds. */
export const STARTER_INTERVAL_MS = 5_000;
