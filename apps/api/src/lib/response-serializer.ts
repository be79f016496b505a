import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `{ anyOf: [{ type: 'string', … }, { type: 'null' }] }`, as Zod writes a nullable field, becomes
 * `{ type: ['string', 'null'], … }`: the same values, but fast-json-stringify writes it without
 * validating the value against each branch first.
 */
const simplifyNullable = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(simplifyNullable);
  if (!isObject(schema)) return schema;
  const simplified = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, simplifyNullable(value)]),
  );
  const branches = simplified.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || Object.keys(simplified).length !== 1) {
    return simplified;
  }
  const nullAt = branches.findIndex((branch) => isObject(branch) && branch.type === 'null');
  const other = branches[1 - nullAt];
  if (nullAt < 0 || !isObject(other) || typeof other.type !== 'string' || other.type === 'object') {
    return simplified;
  }
  return { ...other, type: [other.type, 'null'] };
};

/**
 * Writes answers with fast-json-stringify, compiled once per route from the JSON Schema of the
 * contract's Zod schema. Like Zod's encoder it writes only the keys the contract names; unlike it,
 * it does not check every value again on the way out, which on a list of orders was a tenth of
 * the API's time per call. The handlers' return types already hold them to the contract.
 */
/** Compiles a serializer for a Zod schema now. */
export const compileResponseSerializer = (schema: z.ZodType) => {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' });
  return fastJson(simplifyNullable(jsonSchema) as Parameters<typeof fastJson>[0]);
};

type Serializer = (data: unknown) => string;

/** One serializer per schema, however many routes and status codes answer with it. */
const serializers = new WeakMap<z.ZodType, Serializer>();

/**
 * The serializer of a schema, compiled when a route first answers with it: an API that has not yet
 * answered a route keeps neither its generated code nor its compiled form in memory (with every
 * route and status code compiled at start, 700 serializers took 10 MB of an idle API).
 */
export const responseSerializerCompiler = ({ schema }: { schema: unknown }): Serializer => {
  if (!(schema instanceof z.ZodType)) throw new TypeError('A response schema must be a Zod schema.');
  return (data) => {
    let serializer = serializers.get(schema);
    if (!serializer) {
      serializer = compileResponseSerializer(schema);
      serializers.set(schema, serializer);
    }
    return serializer(data);
  };
};
