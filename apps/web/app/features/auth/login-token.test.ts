// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

describe('a login-token in the address', () => {
  it('is split off, keeping the rest of the address', async () => {
    const { splitLoginToken } = await import('./login-token.ts');
    expect(splitLoginToken('/klantenportaal?status=open&login-token=abc#lijst')).toEqual({
      token: 'abc',
      rest: '/klantenportaal?status=open#lijst',
    });
    expect(splitLoginToken('/?login-token=abc')).toEqual({ token: 'abc', rest: '/' });
    expect(splitLoginToken('/contact?x=1')).toBeNull();
    expect(splitLoginToken('/contact?login-token=')).toBeNull();
  });

  it('leaves the address on the first page load and becomes the login token once the stored state is read', async () => {
    window.history.replaceState(null, '', '/klantenportaal/opdrachten?login-token=eenmalig&status=open');
    localStorage.removeItem('kodewerk');
    vi.resetModules();
    const { hasPendingLinkToken, takePendingLinkToken } = await import('./login-token.ts');
    const { clientStore } = await import('~/lib/client-store.ts');

    expect(window.location.pathname + window.location.search).toBe('/klantenportaal/opdrachten?status=open');
    expect(hasPendingLinkToken()).toBe(true);

    // entry.client reads the stored state after the modules ran: the link's token wins.
    await clientStore.persist.rehydrate();
    expect(clientStore.getState().loginCode).toBe('eenmalig');
    expect(clientStore.getState().userData).toBeNull();

    expect(takePendingLinkToken()).toBe('eenmalig');
    expect(takePendingLinkToken()).toBeNull();
  });

  it('is only held beside a login that exists: that login is not replaced unasked', async () => {
    window.history.replaceState(null, '', '/?login-token=van-een-ander');
    localStorage.setItem('kodewerk', JSON.stringify({ state: { loginCode: 'mijn-token' }, version: 1 }));
    vi.resetModules();
    const { takePendingLinkToken } = await import('./login-token.ts');
    const { clientStore } = await import('~/lib/client-store.ts');
    await clientStore.persist.rehydrate();
    expect(window.location.search).toBe('');
    expect(clientStore.getState().loginCode).toBe('mijn-token');
    expect(takePendingLinkToken()).toBe('van-een-ander');
  });
});
