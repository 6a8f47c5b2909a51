import type { RuntimeConfig } from "@/config/runtime-config";

/** A captcha answer, or why none could be had. */
export type CaptchaResult = Readonly<{ ok: true; token: string } | { ok: false; code: "CAPTCHA_UNAVAILABLE" }>;

/**
 * The human-check token sent with register, login, confirm and reset calls (spec 1 section 5).
 * Outside production the server accepts a fixed test token and tells the app which one
 * (GET /config); production's invisible reCAPTCHA is not wired in this build.
 */
export async function captchaToken(config: Pick<RuntimeConfig, "captchaTestToken">): Promise<CaptchaResult> {
  return config.captchaTestToken !== null ? { ok: true, token: config.captchaTestToken } : { ok: false, code: "CAPTCHA_UNAVAILABLE" };
}
