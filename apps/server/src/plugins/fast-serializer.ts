import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Json = Record<string, unknown>;

/**
 * The schema fast-json-stringify reads for what zod would output, or null when it cannot
 * write the same bytes (a transform, anything JSON Schema cannot say). zod writes an
 * object's keys in the schema's order and drops unknown ones; fast-json-stringify does the
 * same from `properties`. Validation keywords it would use to pick a branch at run time
 * (anyOf of a type and null) become `nullable`; formats and patterns are dropped (it would
 * otherwise reformat a date-time string), and so is `required` (see DROPPED).
 */
export function outputJsonSchema(schema: z.ZodType): Json | null {
  let json: Json;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as Json;
  } catch {
    return null;
  }
  return simplify(json) as Json;
}

/**
 * `required` too: fast-json-stringify writes required properties first, zod in schema order
 * (what zod requires is there anyway: the service built it from the same types).
 */
const DROPPED = new Set([
  '$schema',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'description',
  'required',
]);

function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    if (DROPPED.has(k)) continue;
    out[k] = k === 'properties' || k === 'definitions' ? mapValues(v as Json, simplify) : simplify(v);
  }
  const any = out.anyOf as Json[] | undefined;
  if (any?.length === 2) {
    const i = any.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = any[1 - i];
    if (i >= 0 && other && typeof other.type === 'string' && !other.anyOf && !other.nullable) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  return out;
}

const mapValues = (o: Json, f: (v: unknown) => unknown) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));

/**
 * A route's serializer for answers built by our own code from typed rows (the hot list and
 * detail routes): the same JSON, byte for byte, as the zod serializer (test/fast-serializer.test.ts
 * checks every record kind), without re-validating every outgoing field. A schema it cannot
 * render the same way keeps the zod serializer.
 */
export function fastSerializerCompiler(route: { schema: unknown; method: string; url: string; httpStatus?: string }) {
  const json = outputJsonSchema(route.schema as z.ZodType);
  if (!json) return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  const stringify = fastJson(json as unknown as Parameters<typeof fastJson>[0]);
  return (data: unknown) => stringify(data);
}
