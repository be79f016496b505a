import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isDiskFull } from './database-errors.ts';

const withCode = (code: string, cause?: unknown) => Object.assign(new Error(code, { cause }), { code });
const wrapped = (cause: unknown) => new Error('Failed query: insert into …', { cause });

describe('a database that cannot be reached', () => {
  it.each([
    ['ECONNREFUSED', 'nobody listens on the port'],
    ['ECONNRESET', 'the socket was reset'],
    ['EPIPE', 'the socket closed while writing'],
    ['CONNECTION_ENDED', 'postgres.js: the connection was ended'],
    ['CONNECTION_CLOSED', 'postgres.js: the server closed it'],
    ['CONNECTION_DESTROYED', 'postgres.js: the connection was destroyed'],
    ['CONNECT_TIMEOUT', 'postgres.js: no connection within connect_timeout'],
    ['UNSAFE_TRANSACTION', 'postgres.js: a BEGIN on a connection broken mid-transaction'],
    ['57P01', 'admin_shutdown'],
    ['57P03', 'cannot_connect_now (starting up)'],
    ['08006', 'connection_failure'],
    ['08003', 'connection_does_not_exist'],
    ['08P01', 'protocol_violation'],
  ])('is told by %s (%s), however deep the driver error is wrapped', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode(code)))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(wrapped(withCode(code))))).toBe(true);
  });

  it('is not told by the refusals of a database that answers', () => {
    for (const code of ['23505', '40001', '22P02', '53100', 'ENOSPC', '080']) {
      expect(isDatabaseUnavailable(wrapped(withCode(code))), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('no code'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('tells a full disk under a wrapped error too', () => {
    expect(isDiskFull(wrapped(wrapped(withCode('53100'))))).toBe(true);
    expect(isDiskFull(wrapped(withCode('23505')))).toBe(false);
  });
});
