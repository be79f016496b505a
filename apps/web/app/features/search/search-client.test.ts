// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientStore } from '~/lib/client-store.ts';
import { PUBLIC_CONFIG_ELEMENT_ID } from '~/lib/public-config.ts';
import { search } from './search-client.ts';

describe('the logged-in search', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clientStore.setState({ loginCode: null });
  });

  it('cancels the API call of a search that a later one overtook', async () => {
    const element = document.createElement('script');
    element.id = PUBLIC_CONFIG_ELEMENT_ID;
    element.textContent = JSON.stringify({ apiUrl: 'http://api.test', searchUrl: 'http://search.test' });
    document.body.append(element);
    clientStore.setState({ loginCode: 'token' });
    const signals: AbortSignal[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const signal = init.signal as AbortSignal;
      signals.push(signal);
      return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    const controller = new AbortController();
    const pending = search('domein', controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    // One call only, and it was cancelled: no fallback to the public index.
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(true);
  });
});
