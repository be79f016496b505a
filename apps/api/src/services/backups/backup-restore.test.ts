import { randomBytes } from 'node:crypto';
import { appendFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { seedDemoDataIfEmpty } from '../../db/demo/seed.ts';
import { loadEnv } from '../../env.ts';
import { everyRow, fillEveryTable } from '../../test/every-table.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { lastBackupAt, type MadeBackup, makeManualBackup, restoreBackup } from './index.ts';

const serverUrl = loadEnv().DATABASE_URL;

/** An empty database to restore into: a new data folder, or a new database on the test server. */
const emptyTarget = async (): Promise<{ dataDir: string; url?: string; drop: () => Promise<void> }> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kodewerk-restore-'));
  if (!serverUrl) return { dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `restore_${randomBytes(6).toString('hex')}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

describe(`a backup of ${serverUrl ? 'PostgreSQL (pg_dump)' : 'the embedded database'}`, () => {
  let source: Database;
  let dir: string;
  let made: MadeBackup;
  let target: Awaited<ReturnType<typeof emptyTarget>>;

  beforeAll(async () => {
    source = await openTestDatabase();
    await seedDemoDataIfEmpty(source.db);
    expect(await fillEveryTable(source.db), 'tables left empty').toEqual([]);
    dir = await mkdtemp(path.join(tmpdir(), 'kodewerk-backups-'));
    made = await makeManualBackup(source.db, source, { dir, keep: 3 });
    target = await emptyTarget();
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    await target?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('is a file with its checksum beside it, counted as the last backup', async () => {
    expect((await readdir(dir)).sort()).toEqual([made.file, `${made.file}.sha256`]);
    expect(made.file).toMatch(serverUrl ? /\.postgres\.dump$/ : /\.pglite\.tar\.gz$/);
    expect(made.sizeBytes).toBeGreaterThan(10_000);
    expect(await lastBackupAt(source.db)).toBeInstanceOf(Date);
  });

  it('restores elsewhere with every row of every table, and refuses that target a second time', async () => {
    const message = await restoreBackup(made.path, { ...target, force: false });
    expect(message).toMatch(/^restored kodewerk-.* into an empty (data folder|database)$/);
    const restored = await openDatabase(target.url ? { url: target.url } : { dataDir: target.dataDir });
    try {
      // The record of this backup itself is written once it is made, so it is not in it.
      const before = await everyRow(source.db);
      before.backup_runs = before.backup_runs!.filter((row) => !row.includes(made.sha256));
      const after = await everyRow(restored.db);
      expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
      for (const [table, rows] of Object.entries(before)) {
        expect(rows.length, `rows of ${table}`).toBeGreaterThan(0);
        expect(after[table], `rows of ${table}`).toEqual(rows);
      }
    } finally {
      await restored.close();
    }
    await expect(restoreBackup(made.path, { ...target, force: false })).rejects.toThrow(/not restored/);
  });

  it('replaces a database only when told, and never restores a file that does not match its checksum', async () => {
    const forced = await restoreBackup(made.path, { ...target, force: true });
    expect(forced).toMatch(
      target.url ? /over the \d+ tables that were there$/ : /is kept in .*before-restore/,
    );

    await appendFile(made.path, 'x');
    await expect(restoreBackup(made.path, { ...target, force: true })).rejects.toThrow(
      /does not match its checksum/,
    );
    await rm(`${made.path}.sha256`);
    await expect(restoreBackup(made.path, { ...target, force: true })).rejects.toThrow(/No checksum file/);
  });
});
