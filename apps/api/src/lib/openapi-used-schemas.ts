const SCHEMA_REF = '#/components/schemas/';

/** The names of the component schemas a part of the document refers to with `$ref`. */
const referencedSchemas = (part: unknown, found: Set<string>): Set<string> => {
  if (Array.isArray(part)) {
    for (const item of part) referencedSchemas(item, found);
  } else if (part && typeof part === 'object') {
    for (const [key, value] of Object.entries(part)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
        found.add(value.slice(SCHEMA_REF.length));
      } else {
        referencedSchemas(value, found);
      }
    }
  }
  return found;
};

/**
 * The document with only the component schemas an operation uses, directly or through another
 * schema. Every schema of the contract's registry is offered twice (as input and as output), and
 * most are used only one way; an unused component is noise to whoever reads the reference.
 */
export const withUsedSchemasOnly = <D extends object>(document: D): D => {
  const { components, ...rest } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas;
  if (!schemas) return document;
  const used = referencedSchemas(rest, new Set());
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of referencedSchemas(schemas[name], new Set())) {
      if (!used.has(next)) {
        used.add(next);
        pending.push(next);
      }
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } };
};
