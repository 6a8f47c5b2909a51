import { errAsync, okAsync, ResultAsync } from "neverthrow";
import { z } from "zod";
import type { CaptchaError, CaptchaPort } from "../../core/ports/account-services.port";
import { captchaInvalid, captchaUnavailable } from "../../core/account/account.errors";

/** reCAPTCHA verification settings; verifyUrl is configurable so tests use a loopback server. */
export type RecaptchaOptions = Readonly<{
  secret: string;
  verifyUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}>;

const answerSchema = z.object({ success: z.boolean() });

/** Longest token sent on; real reCAPTCHA tokens are a few hundred to ~2,000 characters. */
export const RECAPTCHA_TOKEN_MAX_LENGTH = 4096;

/**
 * reCAPTCHA v2 (invisible) checked server-side through the siteverify endpoint. A refusal is
 * CAPTCHA_INVALID; an unreachable or garbled service is CAPTCHA_UNAVAILABLE (never a pass).
 * @example const captcha = createRecaptcha({ secret: config.recaptchaSecret, verifyUrl: config.recaptchaVerifyUrl });
 */
export function createRecaptcha(options: RecaptchaOptions): CaptchaPort {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    verify(token, remoteIp) {
      if (token === "" || token.length > RECAPTCHA_TOKEN_MAX_LENGTH) return errAsync(captchaInvalid());
      const body = new URLSearchParams({ secret: options.secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
      const call = async (): Promise<boolean> => {
        const response = await fetchFn(options.verifyUrl, { method: "POST", body, signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
        return answerSchema.parse(await response.json()).success;
      };
      return ResultAsync.fromPromise(call(), (): CaptchaError => captchaUnavailable()).andThen(
        (success): ResultAsync<void, CaptchaError> => (success ? okAsync(undefined) : errAsync(captchaInvalid())),
      );
    },
  };
}
