import { z } from "zod";
import { LANGUAGES } from "../../core/account/language";
import { lazySchema } from "../../core/shared/lazy-schema";

/** One invalid request field: its dotted path and the error code of the rule it broke. */
export const fieldErrorSchema = lazySchema(() => z.object({ field: z.string(), code: z.string() }));
/** A field error. */
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every failed answer of /v1/api: a stable code and a message in the caller's language, a list
 * of strings (one per field, naming it) for invalid input.
 */
export const errorBodySchema = lazySchema(() =>
  z.object({
    code: z.string(),
    message: z.union([z.string(), z.array(z.string())]),
    fields: z.array(fieldErrorSchema).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
);
/** A failed answer's body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The answer of routes that only report success. */
export const successSchema = lazySchema(() => z.object({ success: z.literal(true) }));
/** A success-only answer. */
export type Success = z.infer<typeof successSchema>;

/** Language of mails and messages, as the client sends it. */
export const languageSchema = lazySchema(() => z.enum(LANGUAGES));

/** A token amount on the wire: bigint as a decimal string (JSON numbers lose precision). */
export const amountSchema = lazySchema(() =>
  z
    .string()
    .regex(/^-?\d+$/, "AMOUNT_NOT_NUMERIC")
    .transform((value) => BigInt(value)),
);
/** Encodes a bigint amount for the wire. */
export const amountToWire = (amount: bigint): string => amount.toString();

/** Unix milliseconds on the wire. */
export const timestampSchema = lazySchema(() => z.number().int().nonnegative());

/** The error codes of the server's own plumbing (beside the core's): each has en/th messages. */
export const SERVER_ERROR_CODES = [
  "NOT_FOUND",
  "UNAUTHORIZED",
  "TOKEN_INVALID",
  "TOKEN_EXPIRED",
  "SESSION_REVOKED",
  "FORBIDDEN",
  "VALIDATION_FAILED",
  "BODY_INVALID",
  "BODY_TOO_LARGE",
  "MEDIA_TYPE_UNSUPPORTED",
  "TOO_MANY_REQUESTS",
  "STORAGE_UNAVAILABLE",
  "STORAGE_CONFLICT",
  "GENERIC",
] as const;
