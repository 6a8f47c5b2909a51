import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from "fastify";
import { z } from "zod";

/**
 * Types request parts and replies from the route's zod schemas (validated input, encodable output).
 * A schema may be written with the full zod API or with zod/mini (the contracts the web app reads
 * before its first render): both are zod's core schema type.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  readonly validator: this["schema"] extends z.core.$ZodType ? z.output<this["schema"]> : unknown;
  readonly serializer: this["schema"] extends z.core.$ZodType ? z.input<this["schema"]> : unknown;
}

function isZodSchema(schema: unknown): schema is z.core.$ZodType {
  return schema instanceof z.core.$ZodType;
}

/**
 * Validates body, query, params and headers with the route's zod schema; the parsed (transformed)
 * value replaces the raw one, and a ZodError reaches the error handler as a 400.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  if (!isZodSchema(schema)) throw new Error("Route schemas must be zod schemas");
  return (data: unknown) => {
    const result = z.safeParse(schema, data);
    return result.success ? { value: result.data } : { error: result.error };
  };
};

/** Checks every JSON answer against the route's response schema before it leaves, so the contract holds. */
export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!isZodSchema(schema)) throw new Error("Route response schemas must be zod schemas");
  return (data: unknown) => JSON.stringify(z.parse(schema, data));
};
