import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

// Zod types whose JSON schema says all a reply of them can be: no transform, default or codec
// changes a value on its way out. Any other type in a reply's schema keeps zod's serialiser.
const PLAIN_TYPES = new Set(['string', 'number', 'boolean', 'null', 'literal', 'enum', 'array', 'object', 'optional', 'nullable', 'union', 'record', 'any', 'unknown']);

/** True when every type in the schema is plain (see PLAIN_TYPES). */
export function isPlainSchema(schema: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  if (!PLAIN_TYPES.has(def.type)) return false;
  const children: unknown[] = [];
  if (def.type === 'object') children.push(...Object.values(def.shape as Record<string, unknown>), def.catchall);
  if (def.type === 'array') children.push(def.element);
  if (def.type === 'optional' || def.type === 'nullable') children.push(def.innerType);
  if (def.type === 'union') children.push(...(def.options as unknown[]));
  if (def.type === 'record') children.push(def.keyType, def.valueType);
  return children.every((child) => child === undefined || isPlainSchema(child as z.ZodType, seen));
}

class UnsupportedSchema extends Error {}

/**
 * The JSON schema fast-json-stringify compiles from: `additionalProperties: false` dropped (it
 * leaves undeclared properties out without it, as zod's objects do, and with it a union's
 * branch would refuse a value carrying more than it declares, where zod strips and takes it);
 * unions of bare types made a type list. fast-json-stringify writes required properties first,
 * zod in the schema's order: where an optional property comes before a required one, all are
 * written as optional, in order (zod still refuses a reply without a required one wherever
 * replies are checked: tests). In a union's branch, where `required` picks the branch, such an
 * object is unsupported and the route keeps zod's serialiser.
 */
function forSerializer(node: unknown, isInUnion = false): unknown {
  if (Array.isArray(node)) return node.map((item) => forSerializer(item, isInUnion));
  if (!node || typeof node !== 'object') return node;
  const schema: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || (key === 'additionalProperties' && value === false)) continue;
    schema[key] = forSerializer(value, isInUnion || key === 'anyOf' || key === 'oneOf');
  }
  const properties = schema.properties as JsonSchema | undefined;
  const required = schema.required as string[] | undefined;
  if (properties && required) {
    const keys = Object.keys(properties);
    const isRequiredFirst = keys.every((key, i) => i === 0 || !required.includes(key) || required.includes(keys[i - 1]));
    if (!isRequiredFirst) {
      if (isInUnion) throw new UnsupportedSchema();
      delete schema.required;
    }
  }
  const branches = schema.anyOf as JsonSchema[] | undefined;
  const isBareType = (branch: JsonSchema) => typeof branch.type === 'string' && branch.type !== 'object' && branch.type !== 'array' && Object.keys(branch).length === 1;
  if (branches?.every(isBareType) && Object.keys(schema).length === 1) return { type: [...new Set(branches.map((branch) => branch.type as string))] };
  return schema;
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** fast-json-stringify for a plain reply schema, or null when it cannot be (zod serialises it). */
export function compileFastSerializer(schema: z.ZodType): ((data: unknown) => string) | null {
  if (!isPlainSchema(schema)) return null;
  try {
    return fastJson(forSerializer(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' })) as JsonSchema);
  } catch {
    return null;
  }
}

/**
 * Replies serialised by code compiled from their contract schema (fast-json-stringify) instead
 * of zod checking every reply (issue 16; docs/decisions.md). The compiled code writes what
 * zod's serialiser wrote: the declared properties, in the schema's order. Where `isChecked`
 * (tests), every reply is still checked by zod as before, and the compiled bytes must be the very
 * bytes zod's serialiser gives, so the whole suite proves the two agree on every reply it sees.
 */
export function createReplySerializerCompiler(options: { isChecked: boolean }): FastifySerializerCompiler<unknown> {
  const zodCompiler = createSerializerCompiler({}) as FastifySerializerCompiler<unknown>;
  return (route) => {
    const zodSerialize = zodCompiler(route);
    const fast = isZodSchema(route.schema) ? compileFastSerializer(route.schema) : null;
    if (!fast) return zodSerialize;
    if (!options.isChecked) return fast;
    return (data) => {
      const expected = zodSerialize(data);
      const actual = fast(data);
      if (actual !== expected) throw new Error(`compiled serialiser of ${route.method} ${route.url} differs from zod's:\n${actual}\n${expected}`);
      return actual;
    };
  };
}
