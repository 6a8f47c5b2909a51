import type { Result } from "neverthrow";

/** An error answer in the making: status, stable code and the details its message interpolates. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(code);
    this.name = "ApiError";
  }
}

/** Per-route overrides of the status a domain error code is answered with. */
export type ErrorStatuses = Readonly<Record<string, number>>;

// Suffix conventions of the codes, so most routes need no table; exact codes first.
const EXACT: ErrorStatuses = {
  UNAUTHORIZED: 401,
  TOKEN_INVALID: 401,
  TOKEN_EXPIRED: 401,
  SESSION_REVOKED: 401,
  FORBIDDEN: 403,
  // The session is fine, the proof for a sensitive change is not: 403, never the 401 that signs the client out.
  REAUTHENTICATION_REQUIRED: 403,
  REAUTHENTICATION_FAILED: 403,
  NOT_FOUND: 404,
  STORAGE_UNAVAILABLE: 503,
  STORAGE_CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};
const SUFFIXES: ReadonlyArray<readonly [RegExp, number]> = [
  [/_NOT_FOUND$/, 404],
  [/_(FORBIDDEN|NOT_ALLOWED|REFUSED)$/, 403],
  [/_(CONFLICT|TAKEN|EXISTS|ALREADY_[A-Z_]+)$/, 409],
  [/_(THROTTLED|TOO_MANY_ATTEMPTS|RATE_LIMITED)$/, 429],
  [/_UNAVAILABLE$/, 503],
];

/** The HTTP status for a domain error code: the route's override, then the conventions, else 400. */
export function statusForCode(code: string, overrides: ErrorStatuses = {}): number {
  // Own keys only: a code such as "constructor" must not find Object.prototype members.
  const exact = Object.hasOwn(overrides, code) ? overrides[code] : Object.hasOwn(EXACT, code) ? EXACT[code] : undefined;
  if (exact !== undefined) return exact;
  return SUFFIXES.find(([pattern]) => pattern.test(code))?.[1] ?? 400;
}

/** Turns a domain error (a `{ code, ...details }` object) into a throwable ApiError. */
export function toApiError(error: Readonly<{ code: string }>, overrides: ErrorStatuses = {}): ApiError {
  const { code, ...details } = error;
  return new ApiError(statusForCode(code, overrides), code, details);
}

/**
 * The value of an ok result, or throws the error as an ApiError for the error handler to answer.
 * @example return orThrow(await getProfile(deps, { userId }), { USER_NOT_FOUND: 401 });
 */
export function orThrow<T, E extends Readonly<{ code: string }>>(result: Result<T, E>, overrides: ErrorStatuses = {}): T {
  if (result.isErr()) throw toApiError(result.error, overrides);
  return result.value;
}
