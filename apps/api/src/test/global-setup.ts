import type { TestProject } from 'vitest/node';
import { loadEnvWith } from '../env.ts';
import { prepareTestTemplates } from './database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tar file of a migrated embedded database (database-templates.ts). */
    pgliteTemplate: string;
    /** The migrated template database on the test run's PostgreSQL server, if it has one. */
    postgresTemplate: string | undefined;
  }
}

/** Before an API project's test files run: the migrated databases they start from. */
export default async function setup(project: TestProject) {
  const serverUrl = loadEnvWith(project.config.env).DATABASE_URL;
  const templates = await prepareTestTemplates(serverUrl);
  project.provide('pgliteTemplate', templates.pglite);
  project.provide('postgresTemplate', templates.postgres);
}
