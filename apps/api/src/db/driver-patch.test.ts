import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions/0014: without patches/postgres+3.4.9.patch a connection closed mid-transaction
// ends the API process. An install that skipped patch-package must not go unnoticed.
describe('the PostgreSQL driver as installed', () => {
  it('refuses queries and writes on a connection whose socket is gone', async () => {
    const entry = createRequire(import.meta.url).resolve('postgres');
    const root = entry.slice(0, entry.lastIndexOf(`${path.sep}cjs${path.sep}`));
    for (const file of ['src/connection.js', 'cjs/src/connection.js']) {
      const source = await readFile(path.join(root, file), 'utf8');
      const nextWrite = source.slice(source.indexOf('function nextWrite('));
      expect(nextWrite.slice(0, 200), file).toContain('if (!socket)');
      const execute = source.slice(source.indexOf('function execute('));
      expect(execute.slice(0, 600), file).toContain("Errors.connection('CONNECTION_CLOSED'");
    }
  });
});
