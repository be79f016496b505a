/**
 * Keystroke to results in the browser: the search palette on the built site, against the API
 * with 10,000 knowledge base articles. Types 10 of the bench questions a key at a time and
 * measures from each key press to the moment the results in the palette have changed.
 *
 *   npm run build && npx tsx bench/search-browser.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoDataIfEmpty } from '../apps/api/src/db/demo/seed.ts';
import { knowledgeBaseArticles, knowledgeBaseCategories } from '../apps/api/src/db/schema.ts';
import { indexPendingChanges } from '../apps/api/src/services/search/indexer.ts';
import { startPair } from '../scripts/lib/pair.mjs';
import { generateArticles } from './search/articles.ts';
import { benchQueries } from './search/queries.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const dataDir = await mkdtemp(path.join(tmpdir(), 'kodewerk-search-bench-'));
const database = await openDatabase({ dataDir });
await seedDemoDataIfEmpty(database.db);
const categories = new Map(
  (await database.db.select().from(knowledgeBaseCategories)).map((row) => [row.slug, row.id]),
);
const generated = generateArticles(10_000 - (await database.db.$count(knowledgeBaseArticles)));
for (let i = 0; i < generated.length; i += 500) {
  await database.db.insert(knowledgeBaseArticles).values(
    generated.slice(i, i + 500).map(({ categorySlug, updatedAt, ...article }) => ({
      ...article,
      categoryId: categories.get(categorySlug)!,
      updatedAt: new Date(updatedAt),
      publishedAt: new Date(updatedAt),
    })),
  );
}
await indexPendingChanges(database.db);
await database.close();

const pair = await startPair({ dataDir, quiet: true, env: { DEMO_DATA: 'false', LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  await page.goto(pair.siteUrl);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'Zoeken' }).click();
  const input = page.getByRole('combobox', { name: 'Zoeken' });
  await input.waitFor();
  // The first search loads the index into the API's memory: not what a visitor waits for later.
  await input.fill('ssl');
  await page.getByRole('option').first().waitFor();
  await input.fill('');
  await page.evaluate(() => {
    const w = window as unknown as { pressedAt: number; waits: number[] };
    w.waits = [];
    performance.setResourceTimingBufferSize(5000);
    document.addEventListener('keydown', () => (w.pressedAt = performance.now()), true);
    const results = document.querySelector('dialog [role="listbox"]')!;
    new MutationObserver(() => {
      if (!w.pressedAt) return;
      const pressedAt = w.pressedAt;
      w.pressedAt = 0;
      // The results are on screen at the next frame.
      requestAnimationFrame(() => w.waits.push(performance.now() - pressedAt));
    }).observe(results, { childList: true, subtree: true, characterData: true });
  });
  for (const question of benchQueries.slice(0, 10)) {
    await input.fill('');
    for (const key of question) {
      await page.keyboard.type(key);
      await page.waitForTimeout(120);
    }
  }
  const waits = (await page.evaluate(() => (window as unknown as { waits: number[] }).waits)).sort(
    (a, b) => a - b,
  );
  // The part of it spent on the request, as the browser timed it (sent to answer read).
  const requests = (
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('/multi-search'))
        .map((entry) => entry.duration),
    )
  ).sort((a, b) => a - b);
  console.log(`${waits.length} keystrokes that changed the results`);
  console.log(
    `keystroke to results on screen: p50 ${percentile(waits, 50).toFixed(1)} ms  p95 ${percentile(waits, 95).toFixed(1)} ms`,
  );
  if (requests.length > 0) {
    console.log(
      `  of which the request:       p50 ${percentile(requests, 50).toFixed(1)} ms  p95 ${percentile(requests, 95).toFixed(1)} ms (load ${loadavg()[0]?.toFixed(1)})`,
    );
  }
} finally {
  await browser.close();
  await pair.stop();
  await rm(dataDir, { recursive: true, force: true });
}
