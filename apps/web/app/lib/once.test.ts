import { describe, expect, it, vi } from 'vitest';
import { once } from './once.ts';

describe('once', () => {
  it('makes the value on the first call only', () => {
    const make = vi.fn(() => ({ made: true }));
    const get = once(make);
    expect(make).not.toHaveBeenCalled();
    expect(get()).toBe(get());
    expect(make).toHaveBeenCalledTimes(1);
  });
});
