import { errAsync, okAsync } from "neverthrow";
import type { CaptchaPort } from "../../core/ports/account-services.port";
import { captchaInvalid } from "../../core/account/account.errors";

/**
 * Accepts only the fixed test token (local, develop and alpha, where test runners cannot solve a
 * reCAPTCHA); `fallback` (the real check, when a secret is configured) decides any other token.
 * @example const captcha = createTestTokenCaptcha(config.captchaTestToken);
 */
export function createTestTokenCaptcha(testToken: string, fallback?: CaptchaPort): CaptchaPort {
  return {
    verify(token, remoteIp) {
      if (token === testToken) return okAsync(undefined);
      return fallback ? fallback.verify(token, remoteIp) : errAsync(captchaInvalid());
    },
  };
}
