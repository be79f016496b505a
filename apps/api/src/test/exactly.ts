import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * An answer read with its contract schema, checked to hold nothing more: parsing drops keys the
 * contract does not name, so a leaked column makes the parsed answer differ from the one sent.
 */
export const exactly = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => {
  const parsed = schema.parse(body);
  expect(parsed, 'the answer holds keys the contract does not name').toEqual(body);
  return parsed;
};
