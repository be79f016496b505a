import { types } from '@electric-sql/pglite';

/**
 * `bytea` to and from the embedded database's text protocol with Buffer's own hex codec. PGlite's
 * goes through an array of one string per byte: 25 MB of attachment took 14 s and well over 100 MB
 * of memory to write in pieces of 256 kB (docs/benchmarks.md).
 */
export const byteaSerializers = {
  [types.BYTEA]: (value: Uint8Array) =>
    `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`,
};

export const byteaParsers = {
  [types.BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex'),
};
