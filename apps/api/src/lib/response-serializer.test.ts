import { ApiErrorBody, apiRoutes, UserStory } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileResponseSerializer, responseSerializerCompiler } from './response-serializer.ts';

const serialize = (schema: z.ZodType, value: unknown) =>
  JSON.parse(responseSerializerCompiler({ schema })(value));

const order: UserStory = {
  id: 7,
  title: 'Nieuwe huisstijl',
  status: 'nieuw',
  priority: 3,
  invoice_reference: null,
  time_spent_minutes: 0,
  estimate_minutes: 360,
  reply_count: 2,
  created_at: '2026-11-19T13:25:00.000Z',
  updated_at: '2026-11-19T15:35:00.000Z',
  closed_at: null,
};

describe('the response serializer', () => {
  it('writes what the contract names, as Zod would', () => {
    const schema = z.array(UserStory);
    const withExtra = [{ ...order, customer_id: 99, description_html: '<p>geheim</p>' }];
    expect(serialize(schema, withExtra)).toEqual(schema.encode([order]));
    expect(serialize(schema, withExtra)[0]).not.toHaveProperty('customer_id');
  });

  it('writes null and a value in a nullable field', () => {
    const closed = { ...order, invoice_reference: 'PO-12', closed_at: '2026-11-20T09:00:00.000Z' };
    expect(serialize(UserStory, closed)).toEqual(closed);
    expect(serialize(UserStory, order)).toEqual(order);
  });

  it('writes the error shape', () => {
    const error = { statusCode: 404, error: 'not_found', message: 'Niet gevonden.' };
    expect(serialize(ApiErrorBody, error)).toEqual(error);
  });

  it('compiles every response schema of the contract', () => {
    for (const route of Object.values(apiRoutes)) {
      expect(() => compileResponseSerializer(route.response), route.path).not.toThrow();
    }
  });

  it('refuses an answer without a key the contract requires', () => {
    const { title: _, ...withoutTitle } = order;
    expect(() => responseSerializerCompiler({ schema: UserStory })(withoutTitle)).toThrow(/title/);
  });

  it('refuses a schema that is not Zod', () => {
    expect(() => responseSerializerCompiler({ schema: { type: 'object' } })).toThrow(TypeError);
  });
});
