import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { z } from "zod";
import type { SocialError } from "../../core/ports/account-services.port";
import { socialTokenInvalid, socialUnavailable } from "../../core/account/account.errors";

/** A provider's answer: its status and parsed JSON (null when not JSON). */
export type Answer = Readonly<{ status: number; body: unknown }>;

/** GETs a provider endpoint; a network failure or timeout is SOCIAL_UNAVAILABLE. */
export function getJson(doFetch: typeof fetch, url: URL, timeoutMs: number): ResultAsync<Answer, SocialError> {
  return ResultAsync.fromPromise(
    doFetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) }).then(async (response) => ({
      status: response.status,
      body: (await response.json().catch(() => null)) as unknown,
    })),
    (error) => socialUnavailable(error instanceof Error ? error.message : String(error)),
  );
}

/** 4xx: the provider refused this token; 5xx or an unexpected shape: we could not tell. */
export function accepted<T>(answer: Answer, schema: z.ZodType<T>): ResultAsync<T, SocialError> {
  if (answer.status >= 400 && answer.status < 500) return errAsync(socialTokenInvalid());
  if (answer.status !== 200) return errAsync(socialUnavailable(`status ${answer.status}`));
  const parsed = schema.safeParse(answer.body);
  return parsed.success ? okAsync(parsed.data) : errAsync(socialUnavailable("unexpected answer"));
}

/** A provider's optional text, trimmed; null when blank. */
export const blankToNull = (text: string | undefined): string | null => (text === undefined || text.trim() === "" ? null : text.trim());

/** `path` under a base URL whether or not the base ends with a slash. */
export const under = (base: string, path: string): URL => new URL(path, base.endsWith("/") ? base : `${base}/`);
