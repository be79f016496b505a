import { z } from 'zod';

/** The keys of an object schema, through defaults, optionals, refinements and preprocessing. */
export const schemaKeys = (schema: z.ZodType | undefined): string[] => {
  let current: unknown = schema;
  for (let depth = 0; depth < 10 && current; depth++) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    const def = (current as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    current = def?.innerType ?? def?.in ?? def?.schema;
  }
  return [];
};
