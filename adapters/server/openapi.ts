import type { RouteOptions } from "fastify";
import { z } from "zod";
import { errorBodySchema } from "../api-contract/common.schema";

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** A route as the OpenAPI document sees it. */
export type DocumentedRoute = Readonly<{
  method: string;
  url: string;
  schema: RouteOptions["schema"];
  authenticated: boolean;
}>;

function jsonSchema(schema: unknown, io: "input" | "output"): JsonSchema | undefined {
  if (!(schema instanceof z.core.$ZodType)) return undefined; // full zod or zod/mini
  // Transforms and refinements cannot be expressed: the input or output shape is documented instead.
  const { $schema: _dialect, ...doc } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  return doc;
}

function parameters(schema: unknown, location: "query" | "path"): Operation[] {
  const doc = jsonSchema(schema, "input");
  const properties = (doc?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((doc?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || required.has(name),
    schema: property,
  }));
}

function operation(route: DocumentedRoute): Operation {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
    const doc = jsonSchema(response, "output");
    responses[status] = { description: `HTTP ${status}`, ...(doc ? { content: { "application/json": { schema: doc } } } : {}) };
  }
  if (Object.keys(responses).length === 0) responses["200"] = { description: "Success" };
  responses.default = { description: "Error", content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } } };
  const body = jsonSchema(schema.body, "input");
  return {
    ...(schema.summary ? { summary: schema.summary } : {}),
    parameters: [...parameters(schema.querystring, "query"), ...parameters(schema.params, "path")],
    ...(body ? { requestBody: { required: true, content: { "application/json": { schema: body } } } } : {}),
    responses,
    ...(route.authenticated ? { security: [{ bearer: [] }] } : {}),
  };
}

// ":id" (Fastify) -> "{id}" (OpenAPI).
const openApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/** The OpenAPI 3.1 document of the routes, generated from their zod contract schemas. */
export function openApiDocument(routes: readonly DocumentedRoute[], info: Readonly<{ version: string; serverUrl: string }>): JsonSchema {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routes) {
    if (route.method === "HEAD" || route.method === "OPTIONS") continue;
    const relative = route.url.startsWith(info.serverUrl) ? route.url.slice(info.serverUrl.length) || "/" : route.url;
    const key = openApiPath(relative);
    paths[key] = { ...paths[key], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: "3.1.0",
    info: { title: "KUL Swap API", version: info.version },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(errorBodySchema, "output") },
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
    },
  };
}
