import { ResultAsync, errAsync, okAsync } from "neverthrow";
import type { z } from "zod";
import { safeParse } from "zod/mini";
import type { ApiError } from "../../core/ports/api.errors";
import { errorBodySchema } from "../api-contract/common.schema";

/** Product API timeout (spec 1 section 7). */
export const API_TIMEOUT_MS = 45_000;
/** Static data timeout (spec 1 section 7). */
export const STATIC_TIMEOUT_MS = 12_000;

/**
 * A failed call, normalised (spec 1 section 8): the server's code and message (a list joined by
 * spaces), or NETWORK_ERROR / TIMEOUT / RESPONSE_INVALID with the error's own message. The same
 * type as the API ports' ApiError, so a port answers the client's failures as they are.
 */
export type ApiClientError = ApiError;

// Loose on purpose so a schema's z.input (coerced fields are `unknown`) can be passed as is.
type Query = Readonly<Record<string, unknown>>;

/** One call: the response schema (full zod or zod/mini) is required so every answer is checked at the boundary. */
export type RequestOptions<S extends z.core.$ZodType> = Readonly<{
  response: S;
  query?: Query;
  /** JSON body. */
  body?: unknown;
  /** Multipart body (uploads); sent as is. */
  form?: FormData;
  /** Static data: 12 s timeout and the static base address. */
  static?: boolean;
  /** This call's transport instead of the client's fetch (an upload that reports its progress). */
  fetch?: typeof fetch;
  signal?: AbortSignal;
}>;

/** The typed fetch every slice's client functions use. */
export type ApiClient = Readonly<{
  baseUrl: string;
  request<S extends z.core.$ZodType>(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, options: RequestOptions<S>): ResultAsync<z.output<S>, ApiClientError>;
  get<S extends z.core.$ZodType>(path: string, options: RequestOptions<S>): ResultAsync<z.output<S>, ApiClientError>;
  post<S extends z.core.$ZodType>(path: string, options: RequestOptions<S>): ResultAsync<z.output<S>, ApiClientError>;
  put<S extends z.core.$ZodType>(path: string, options: RequestOptions<S>): ResultAsync<z.output<S>, ApiClientError>;
  delete<S extends z.core.$ZodType>(path: string, options: RequestOptions<S>): ResultAsync<z.output<S>, ApiClientError>;
}>;

/** How to reach the API: base address with /v1/api, the current token, and fetch (window.fetch or undici's). */
export type ApiClientOptions = Readonly<{
  baseUrl: string;
  getToken: () => string | null | undefined;
  fetch?: typeof fetch;
  staticBaseUrl?: string;
  /** Sent as Accept-Language so server messages come in the user's language. */
  getLanguage?: () => string | undefined;
  timeoutMs?: number;
  staticTimeoutMs?: number;
}>;

function joinUrl(base: string, path: string, query: Query | undefined): string {
  const url = new URL(`${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  return url.toString();
}

function networkError(error: unknown, timeoutMs: number): ApiClientError {
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError") return { code: "TIMEOUT", status: null, message: `No answer within ${timeoutMs / 1000} s.` };
  if (name === "AbortError") return { code: "ABORTED", status: null, message: "The request was cancelled." };
  return { code: "NETWORK_ERROR", status: null, message: error instanceof Error ? error.message : String(error) };
}

/** The error of a non-2xx answer: the server's `{ code, message }` when it sent one. */
export function normaliseErrorBody(status: number, body: unknown): ApiClientError {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return { code: "GENERIC", status, message: `HTTP ${status}` };
  const { code, message, fields, details } = parsed.data;
  return {
    code,
    status,
    message: Array.isArray(message) ? message.join(" ") : message,
    ...(fields ? { fields } : {}),
    ...(details ? { details } : {}),
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The base client; slices add typed functions over it in `<slice>.client.ts`.
 * @example const api = createApiClient({ baseUrl: "http://127.0.0.1:3000/v1/api", getToken: () => token });
 * const profile = await api.get("/user/profile", { response: profileSchema });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const request: ApiClient["request"] = (method, path, call) => {
    const timeoutMs = call.static ? (options.staticTimeoutMs ?? STATIC_TIMEOUT_MS) : (options.timeoutMs ?? API_TIMEOUT_MS);
    const base = call.static ? (options.staticBaseUrl ?? options.baseUrl) : options.baseUrl;
    const headers: Record<string, string> = { accept: "application/json" };
    const token = options.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    const language = options.getLanguage?.();
    if (language) headers["accept-language"] = language;
    if (call.body !== undefined) headers["content-type"] = "application/json";
    const signals = [AbortSignal.timeout(timeoutMs), ...(call.signal ? [call.signal] : [])];
    const sent = ResultAsync.fromPromise(
      (call.fetch ?? doFetch)(joinUrl(base, path, call.query), {
        method,
        headers,
        body: call.form ?? (call.body !== undefined ? JSON.stringify(call.body) : undefined),
        signal: AbortSignal.any(signals),
      }).then(async (response) => ({ response, body: await readJson(response) })),
      (error) => networkError(error, timeoutMs),
    );
    return sent.andThen(({ response, body }) => {
      if (!response.ok) return errAsync(normaliseErrorBody(response.status, body));
      const parsed = safeParse(call.response, body);
      if (!parsed.success) {
        return errAsync({ code: "RESPONSE_INVALID", status: response.status, message: `Unexpected answer from ${method} ${path}.` });
      }
      return okAsync(parsed.data);
    });
  };
  return {
    baseUrl: options.baseUrl,
    request,
    get: (path, call) => request("GET", path, call),
    post: (path, call) => request("POST", path, call),
    put: (path, call) => request("PUT", path, call),
    delete: (path, call) => request("DELETE", path, call),
  };
}
