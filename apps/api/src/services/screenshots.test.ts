import { describe, expect, it } from 'vitest';
import { JobFailure } from './jobs.ts';
import { renderWebsite } from './screenshots.ts';

describe('renderWebsite', () => {
  it('logs why the browser could not start, and tells the customer only that it failed', async () => {
    const logged: { details: object; message: string }[] = [];
    const attempt = renderWebsite('http://127.0.0.1:9/', {
      executablePath: '/nonexistent/chromium',
      timeoutMs: 5_000,
      signal: new AbortController().signal,
      policy: { allowedPrivateHosts: [] },
      log: {
        error: (details: object, message: string) => {
          logged.push({ details, message });
        },
        warn: () => {},
      } as never,
    });
    await expect(attempt).rejects.toBeInstanceOf(JobFailure);
    await expect(attempt).rejects.toThrow('Er kan nu geen schermafbeelding worden gemaakt');
    expect(logged).toHaveLength(1);
    expect(logged[0]!.message).toBe('the browser for screenshots could not start');
    const cause = (logged[0]!.details as { err: unknown }).err;
    expect(cause).toBeInstanceOf(Error);
    expect(String((cause as Error).message)).toContain('/nonexistent/chromium');
  });
});
