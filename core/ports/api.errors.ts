/**
 * What a product API call fails with, for every `*-api.port.ts`: the server's stable `code` and
 * its message in the caller's language, or a transport failure of the client (NETWORK_ERROR,
 * TIMEOUT, ABORTED, RESPONSE_INVALID). Web and CLI render `errors:<code>` like any core error.
 */
export type ApiError = Readonly<{
  code: string;
  /** HTTP status; null when no answer arrived. */
  status: number | null;
  message: string;
  /** The invalid request fields of a 400: a dotted path and the rule's code each. */
  fields?: readonly ApiFieldError[];
  /** Values the message names ({ email }, { retryAfterSeconds }...). */
  details?: Readonly<Record<string, unknown>>;
}>;

/** One invalid request field as the server names it. */
export type ApiFieldError = Readonly<{ field: string; code: string }>;
