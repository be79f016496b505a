/**
 * How fast the search answers as a visitor types: every prefix of 50 Dutch questions, each sent
 * as the site sends it (pages, knowledge base newest first, sites; highlighted and cropped), on a
 * knowledge base of 10,000 articles. Prints the server time per keystroke (p50, p95).
 *
 *   npm run bench:search            (embedded PGlite; DATABASE_URL for a PostgreSQL server)
 *   npm run bench:search -- 2000    (another number of articles)
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { MultiSearchQuery } from '@maatwerk/contract';
import { publicSearchIndexes, publicSearchQueries } from '@maatwerk/contract/constants';
import { seedPublicContent } from '../apps/api/src/db/demo/public-content.ts';
import { knowledgeBaseArticles, knowledgeBaseCategories } from '../apps/api/src/db/schema.ts';
import { indexPendingChanges } from '../apps/api/src/services/search/indexer.ts';
import { createPostgresSearchEngine } from '../apps/api/src/services/search/postgres-search-engine.ts';
import { checkQuery } from '../apps/api/src/services/search/validate.ts';
import { ms, openBenchDatabase, percentile } from './lib/database.ts';
import { generateArticles } from './search/articles.ts';
import { benchQueries, prefixesOf } from './search/queries.ts';

const articleCount = Number(process.argv[2] ?? 10_000);

const database = await openBenchDatabase();
const { db } = database;

let started = performance.now();
await seedPublicContent(db);
const categories = new Map(
  (await db.select().from(knowledgeBaseCategories)).map((row) => [row.slug, row.id]),
);
const generated = generateArticles(Math.max(0, articleCount - (await db.$count(knowledgeBaseArticles))));
for (let i = 0; i < generated.length; i += 500) {
  await db.insert(knowledgeBaseArticles).values(
    generated.slice(i, i + 500).map(({ categorySlug, updatedAt, ...article }) => ({
      ...article,
      categoryId: categories.get(categorySlug)!,
      updatedAt: new Date(updatedAt),
      publishedAt: new Date(updatedAt),
    })),
  );
}
console.log(
  `articles: ${await db.$count(knowledgeBaseArticles)} written in ${ms(performance.now() - started)}`,
);
started = performance.now();
const indexed = await indexPendingChanges(db);
console.log(`indexed ${indexed} documents in ${ms(performance.now() - started)}`);

const siteQueries = (q: string) =>
  publicSearchQueries(q).map((query, position) =>
    checkQuery(MultiSearchQuery.parse(query), position, [...publicSearchIndexes]),
  );

const scope = { customerId: null };
const engine = createPostgresSearchEngine(db);
started = performance.now();
await engine.flush();
console.log(`loaded into the search engine in ${ms(performance.now() - started)}`);
const keystrokes = benchQueries.flatMap(prefixesOf);

const total: number[] = [];
const cpu: number[] = [];
const knowledgeBase: number[] = [];
const slowest: { q: string; time: number }[] = [];
for (const q of keystrokes) {
  const queries = siteQueries(q);
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  await engine.search(queries, scope);
  const time = performance.now() - start;
  const used = process.cpuUsage(cpuStart);
  cpu.push((used.user + used.system) / 1000);
  total.push(time);
  slowest.push({ q, time });
  const kbStart = performance.now();
  await engine.search([queries[1]!], scope);
  knowledgeBase.push(performance.now() - kbStart);
}
total.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
knowledgeBase.sort((a, b) => a - b);
slowest.sort((a, b) => b.time - a.time);
console.log(`${keystrokes.length} keystrokes of ${benchQueries.length} queries`);
console.log(
  `per keystroke (3 indexes): p50 ${ms(percentile(total, 50))}  p95 ${ms(percentile(total, 95))}  max ${ms(total.at(-1)!)}`,
);
console.log(
  `  CPU time of those:       p50 ${ms(percentile(cpu, 50))}  p95 ${ms(percentile(cpu, 95))}  (the wall time also holds waiting for a busy machine; load ${loadavg()[0]?.toFixed(1)})`,
);
console.log(
  `knowledge base again:      p50 ${ms(percentile(knowledgeBase, 50))}  p95 ${ms(percentile(knowledgeBase, 95))}  (the same query once more: its answer is cached)`,
);
console.log(
  `slowest: ${slowest
    .slice(0, 8)
    .map(({ q, time }) => `"${q}" ${ms(time)}`)
    .join(', ')}`,
);
await database.close();
