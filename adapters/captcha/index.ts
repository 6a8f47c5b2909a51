import type { CaptchaPort } from "../../core/ports/account-services.port";
import { createRecaptcha } from "./recaptcha.adapter";
import { createTestTokenCaptcha } from "./test-token-captcha.adapter";

export { createRecaptcha, RECAPTCHA_TOKEN_MAX_LENGTH, type RecaptchaOptions } from "./recaptcha.adapter";
export { createTestTokenCaptcha } from "./test-token-captcha.adapter";

/** The configuration the captcha choice reads (a slice of the server's ServerConfig). */
export type CaptchaConfig = Readonly<{
  environment: "local" | "develop" | "alpha" | "production";
  captchaTestToken: string;
  recaptchaSecret: string | undefined;
  recaptchaVerifyUrl: string;
}>;

/**
 * The captcha for an environment: production checks reCAPTCHA only; local, develop and alpha
 * accept the fixed test token, and real tokens too when a reCAPTCHA secret is set.
 * @example const captcha = createCaptcha(config);
 */
export function createCaptcha(config: CaptchaConfig): CaptchaPort {
  const recaptcha =
    config.recaptchaSecret === undefined ? undefined : createRecaptcha({ secret: config.recaptchaSecret, verifyUrl: config.recaptchaVerifyUrl });
  if (config.environment === "production") {
    if (recaptcha === undefined) throw new Error("RECAPTCHA_SECRET is required in production");
    return recaptcha;
  }
  return createTestTokenCaptcha(config.captchaTestToken, recaptcha);
}
