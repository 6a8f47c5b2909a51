/**
 * The human-check token the registration and login routes need. The CLI cannot solve reCAPTCHA,
 * so it sends the fixed test token that the local, develop and alpha servers accept
 * (decisions.md); KUL_CAPTCHA_TOKEN overrides it for a server configured with another one.
 */
export const DEFAULT_CAPTCHA_TOKEN = "kul-test-captcha";

export function captchaToken(env: Readonly<Record<string, string | undefined>>): string {
  const token = env.KUL_CAPTCHA_TOKEN;
  return token === undefined || token === "" ? DEFAULT_CAPTCHA_TOKEN : token;
}
