import fc from 'fast-check';
import type { z } from 'zod';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Text a field of that kind could hold, at and past its edges. */
const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }),
  fc.constantFrom(
    'klant@voorbeeld.nl',
    'a@b.nl',
    '2026-12-01',
    '2026-12-01T10:00:00+01:00',
    'voorbeeld.nl',
    'ns1.example.nl',
    '/',
    '1',
    'Aa1!'.repeat(3),
    '<p>Hallo</p>',
    'x'.repeat(201),
    'x'.repeat(5001),
  ),
);

const number = fc.oneof(
  fc.integer({ min: -2, max: 10 }),
  fc.integer(),
  fc.constantFrom(2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER, 0.5, -1),
);

/**
 * Values shaped by a contract schema (right keys, mostly right types, values around the limits), so
 * that requests get past the first checks and into the handlers; some are valid, many are not.
 */
export const nearlyValid = (schema: z.ZodType | undefined, depth = 0): fc.Arbitrary<unknown> => {
  if (!schema || depth > 6) return fc.constant(undefined);
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [key, nearlyValid(field, depth + 1)]),
      );
      return fc.record(fields, { requiredKeys: [] });
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return fc.oneof(
        { weight: 4, arbitrary: nearlyValid(def.innerType, depth + 1) },
        { weight: 1, arbitrary: fc.constantFrom(undefined, null) },
      );
    case 'pipe':
      return nearlyValid(def.in?.constructor.name === 'ZodTransform' ? def.out : def.in, depth + 1);
    case 'array':
      return fc.array(nearlyValid(def.element, depth + 1), { maxLength: 12 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => nearlyValid(option, depth + 1)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), nearlyValid(def.valueType, depth + 1), {
        maxKeys: 4,
      });
    case 'enum':
      return fc.oneof(fc.constantFrom(...Object.values(def.entries ?? { x: 'x' })), text);
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'boolean':
      return fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: text });
    case 'number':
    case 'int':
    case 'bigint':
      return fc.oneof({ weight: 4, arbitrary: number }, { weight: 1, arbitrary: text });
    case 'string':
      return fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: number });
    default:
      return fc.oneof(text, number, fc.boolean(), fc.constant(null));
  }
};
