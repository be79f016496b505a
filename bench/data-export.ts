/**
 * The AVG export of a company with 10,000 records (issue 39: under 30 s): 4,000 orders, 5,000
 * replies, 800 security-log entries and 200 sent invoices (each as PDF and UBL), made by the job's
 * own code, then the ZIP read back. Prints the time, the ZIP's size and its number of files.
 *
 *   npx tsx bench/data-export.ts            (embedded PGlite; DATABASE_URL for a PostgreSQL server)
 *   npx tsx bench/data-export.ts 20000      (another number of records, in the same proportions)
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createCustomer, createInvoice, createUser } from '../apps/api/src/db/factories/index.ts';
import { dataExports, securityEvents, userStories, userStoryReplies } from '../apps/api/src/db/schema.ts';
import { buildDataExport } from '../apps/api/src/services/privacy/build-export.ts';
import { dataExportBytes } from '../apps/api/src/services/privacy/exports.ts';
import { ms, openBenchDatabase } from './lib/database.ts';

const records = Number(process.argv[2] ?? 10_000);
const share = (part: number) => Math.round((records * part) / 10_000);

const database = await openBenchDatabase();
const { db } = database;

let started = performance.now();
const customer = await createCustomer(db);
const person = await createUser(db, { customerId: customer.id });
const inBatches = async <T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += 1_000) await insert(rows.slice(i, i + 1_000));
};
const storyIds: number[] = [];
await inBatches(
  Array.from({ length: share(4_000) }, (_, i) => ({
    customerId: customer.id,
    createdByUserId: person.id,
    title: `Opdracht ${i}`,
    descriptionHtml: `<p>Beschrijving van opdracht ${i}, met wat tekst om de grootte echt te maken.</p>`,
  })),
  async (batch) => {
    const made = await db.insert(userStories).values(batch).returning({ id: userStories.id });
    storyIds.push(...made.map((row) => row.id));
  },
);
await inBatches(
  Array.from({ length: share(5_000) }, (_, i) => ({
    userStoryId: storyIds[i % storyIds.length]!,
    authorUserId: person.id,
    authorName: 'Kees Testgebruiker',
    bodyHtml: `<p>Reactie ${i}: graag nog even naar de kleuren kijken.</p>`,
  })),
  (batch) => db.insert(userStoryReplies).values(batch),
);
await inBatches(
  Array.from({ length: share(800) }, () => ({
    userId: person.id,
    kind: 'login' as const,
    address: '192.0.2.10',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0',
  })),
  (batch) => db.insert(securityEvents).values(batch),
);
for (let i = 0; i < share(200); i++) await createInvoice(db, { customerId: customer.id });
console.log(`records: ${records} written in ${ms(performance.now() - started)}`);

const [row] = await db
  .insert(dataExports)
  .values({ customerId: customer.id, userId: person.id, scope: 'company' })
  .returning();
started = performance.now();
const made = await buildDataExport(db, row!.id, new AbortController().signal);
const buildMs = performance.now() - started;

const pieces: Buffer[] = [];
for await (const piece of dataExportBytes(db, row!.id)) pieces.push(piece);
const zip = Buffer.concat(pieces);
// The ZIP's end record (no comment): its number of entries.
const files = zip.readUInt16LE(zip.length - 22 + 10);

console.log(`\n| export of ${records} records | time | ZIP | files |\n|---|---:|---:|---:|`);
console.log(
  `| company, every file | ${ms(buildMs)} | ${((made.sizeBytes as number) / 1024 / 1024).toFixed(1)} MB | ${files} |`,
);
console.log(
  `load average: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
await database.close();
