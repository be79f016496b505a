import { describe, expect, it } from 'vitest';
import { lastKnown } from './last-known.ts';

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('lastKnown', () => {
  it('answers fresh reads as they come', async () => {
    const read = lastKnown<string>(50);
    expect(await read(async () => 'een')).toEqual({ value: 'een', stale: false });
    expect(await read(async () => 'twee')).toEqual({ value: 'twee', stale: false });
  });

  it('gives the last known answer when the database is slow, and the new one once it arrives', async () => {
    const read = lastKnown<string>(50);
    await read(async () => 'oud');
    const started = Date.now();
    expect(await read(() => after(400, 'nieuw'))).toEqual({ value: 'oud', stale: true });
    expect(Date.now() - started).toBeLessThan(300);
    await after(450, null);
    expect(await read(async () => 'nieuwst')).toEqual({ value: 'nieuwst', stale: false });
  });

  it('gives the last known answer when the database fails, and waits when there is none yet', async () => {
    const read = lastKnown<string>(50);
    await expect(read(async () => Promise.reject(new Error('weg')))).rejects.toThrow('weg');
    await read(async () => 'goed');
    expect(await read(async () => Promise.reject(new Error('weg')))).toEqual({ value: 'goed', stale: true });
  });

  it('asks a slow database once, however many visitors come', async () => {
    const read = lastKnown<string>(20);
    await read(async () => 'oud');
    let calls = 0;
    const slow = () => {
      calls += 1;
      return after(200, 'nieuw');
    };
    await Promise.all([read(slow), read(slow), read(slow)]);
    expect(calls).toBe(1);
  });
});
