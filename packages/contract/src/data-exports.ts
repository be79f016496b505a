import { z } from 'zod';
import { DateTime } from './common.ts';
import { dataExportMessages, dataExportScopes, dataExportStates } from './constants/data-exports.ts';
import { ALL_TEAM } from './constants/team-roles.ts';
import { defineRoute } from './route.ts';

/** A copy of the caller's data as it is being made or ready: the portal polls it for its progress. */
export const DataExport = z
  .object({
    id: z.uuid(),
    scope: z.enum(dataExportScopes),
    state: z.enum(dataExportStates),
    /** 0 to 100: how much of the export is made. */
    percent: z.number().int().min(0).max(100),
    /** The size of the ZIP once it is ready. */
    size_bytes: z.number().int().nullable(),
    created_at: DateTime,
    ready_at: DateTime.nullable(),
    /** Until when the ready export may be downloaded, once. */
    expires_at: DateTime.nullable(),
    downloaded_at: DateTime.nullable(),
    /** Why it failed, in Dutch. */
    error: z.string().nullable(),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof DataExport>;

export const RequestDataExportBody = z.object({
  scope: z.enum(dataExportScopes, { error: 'Kies mijn gegevens of de gegevens van het bedrijf.' }),
});
export type RequestDataExportBody = z.infer<typeof RequestDataExportBody>;

const DataExportParams = z.object({ id: z.uuid({ error: dataExportMessages.notFound }) });

const zipBody = z.string().meta({ format: 'binary', contentMediaType: 'application/zip' });

export const dataExportRoutes = {
  requestDataExport: defineRoute({
    method: 'POST',
    path: '/data-exports',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'account',
    summary:
      'Ask for a copy of my data (scope person) or, as eigenaar, of the whole company (scope company): a ZIP of JSON files, made in the background',
    body: RequestDataExportBody,
    response: DataExport,
    status: 202,
  }),
  listDataExports: defineRoute({
    method: 'GET',
    path: '/data-exports',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'account',
    summary: 'The copies of their data the caller asked for, newest first',
    response: z.array(DataExport),
  }),
  getDataExport: defineRoute({
    method: 'GET',
    path: '/data-exports/:id',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'account',
    summary: 'One of the caller’s exports with its progress; another person’s answers 404',
    params: DataExportParams,
    response: DataExport,
  }),
  /** One use, within DATA_EXPORT_VALID_HOURS of being ready: a second download answers 409. */
  downloadDataExport: defineRoute({
    method: 'GET',
    path: '/data-exports/:id/download',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'account',
    summary: 'The ready export as a ZIP, once, within 24 hours; another person’s answers 404',
    params: DataExportParams,
    response: zipBody,
  }),
};
