import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { headReorderStream, reorderHead } from './head-order.server.ts';

const head =
  '<!DOCTYPE html><html lang="nl"><head><meta charSet="utf-8"/><title>Kodewerk, één adres</title>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>' +
  '<link nonce="abc" rel="stylesheet" href="/assets/root.css"/></head>';

describe('reorderHead', () => {
  it('puts the module preloads after the stylesheets, once each and at low priority', () => {
    expect(reorderHead(head)).toBe(
      '<!DOCTYPE html><html lang="nl"><head><meta charSet="utf-8"/><title>Kodewerk, één adres</title>' +
        '<link nonce="abc" rel="stylesheet" href="/assets/root.css"/>' +
        '<link fetchpriority="low" rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>' +
        '<link fetchpriority="low" rel="modulepreload" href="/assets/root.js" nonce="abc"/></head>',
    );
  });

  it('leaves a head without preloads as it is', () => {
    const plain = '<html><head><title>é</title></head>';
    expect(reorderHead(plain)).toBe(plain);
  });
});

describe('headReorderStream', () => {
  it('reorders a head that arrives in pieces, split inside a character, and passes the body on', async () => {
    const html = Buffer.from(`${head}<body><p>Één pagina</p></body></html>`, 'utf8');
    const inHead = html.indexOf(Buffer.from('één')) + 1;
    const inBody = html.indexOf(Buffer.from('Één')) + 1;
    const pieces = [html.subarray(0, inHead), html.subarray(inHead, inBody), html.subarray(inBody)];
    const out = await text(Readable.from(pieces).pipe(headReorderStream()));
    expect(out).toBe(`${reorderHead(head)}<body><p>Één pagina</p></body></html>`);
  });

  it('passes a document without </head> through unchanged', async () => {
    const out = await text(Readable.from([Buffer.from('<p>geen head</p>')]).pipe(headReorderStream()));
    expect(out).toBe('<p>geen head</p>');
  });
});
