import { describe, expect, it } from 'vitest';
import { retentionPeriod } from './retention.ts';

describe('a retention period in words', () => {
  it('is written as the privacy statement says it', () => {
    expect(retentionPeriod(30)).toBe('dertig dagen');
    expect(retentionPeriod(7)).toBe('zeven dagen');
    expect(retentionPeriod(1)).toBe('een dag');
    expect(retentionPeriod(365)).toBe('een jaar');
    expect(retentionPeriod(730)).toBe('twee jaar');
    expect(retentionPeriod(90)).toBe('90 dagen');
  });
});
