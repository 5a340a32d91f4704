import type { FastifyInstance } from 'fastify';

/** A JSON Schema as the OpenAPI document carries it (from the routes' zod schemas). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  nullable?: boolean;
  $ref?: string;
};

/** One input of an operation: a path, query or header parameter with its schema. */
export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
};

/**
 * One operation of the OpenAPI document: `id` is "METHOD path" with the document's `{param}`
 * placeholders (the key of the route × role matrix); `body` the JSON body's schema when it has one.
 */
export type Operation = {
  id: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
};

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

/**
 * Every operation of the app's OpenAPI document (served at /api/docs/json, generated from the
 * routes' zod schemas by plugins/openapi.ts), `$ref`s resolved, in document order.
 */
export function openApiOperations(app: FastifyInstance): Operation[] {
  const doc = (app as unknown as { swagger: () => Document }).swagger();
  const components = doc.components?.schemas ?? {};
  const resolve = (schema: JsonSchema, depth = 0): JsonSchema => {
    if (depth > 20) return {};
    if (schema.$ref) return resolve(components[schema.$ref.split('/').pop()!] ?? {}, depth + 1);
    const out: JsonSchema = { ...schema };
    if (schema.properties)
      out.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, depth + 1)]),
      );
    if (schema.items) out.items = resolve(schema.items, depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
      if (schema[key]) out[key] = schema[key]!.map((s) => resolve(s, depth + 1));
    return out;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema ?? {}) })),
        body: body && resolve(body),
      });
    }
  }
  return operations;
}
