/** Prefix of every cookie the product sets, so they never clash with another app on the domain. */
export const COOKIE_PREFIX = "kul_";

/** Cookie names of spec 1 section 3: the access token, the cached user, the referral code. */
export const COOKIE_NAMES = {
  accessToken: `${COOKIE_PREFIX}accessToken`,
  user: `${COOKIE_PREFIX}user`,
  ref: `${COOKIE_PREFIX}ref`,
} as const;
export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

const HOUR_MS = 60 * 60 * 1000;
/** Session (cookies and access token) without remember-me: 12 hours. */
export const SESSION_LIFETIME_MS = 12 * HOUR_MS;
/** Session with remember-me: 2160 hours (90 days). */
export const REMEMBER_ME_SESSION_LIFETIME_MS = 2160 * HOUR_MS;
/** Referral-code cookie: 24 hours. */
export const REFERRAL_COOKIE_LIFETIME_MS = 24 * HOUR_MS;

/**
 * Lifetime of a login session; the JWT access token and its cookies share it (decisions.md),
 * so a cookie never outlives the token it carries.
 */
export function sessionLifetimeMs(rememberMe: boolean): number {
  return rememberMe ? REMEMBER_ME_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS;
}

/** How a cookie is set; the CookiePort adapter maps it to document.cookie or Set-Cookie. */
export type CookieSpec = Readonly<{
  name: CookieName;
  value: string;
  expiresAt: number;
  secure: true;
  sameSite: "Lax";
  path: "/";
}>;

// Not HttpOnly: the web app reads the token to send it in the Authorization header (spec 1 section 6).
function cookie(name: CookieName, value: string, expiresAt: number): CookieSpec {
  return { name, value, expiresAt, secure: true, sameSite: "Lax", path: "/" };
}

/** The two login cookies (access token and user), expiring with the session. */
export function sessionCookies(
  session: Readonly<{ accessToken: string; user: string; rememberMe: boolean }>,
  now: number,
): readonly [CookieSpec, CookieSpec] {
  const expiresAt = now + sessionLifetimeMs(session.rememberMe);
  return [cookie(COOKIE_NAMES.accessToken, session.accessToken, expiresAt), cookie(COOKIE_NAMES.user, session.user, expiresAt)];
}

/** The referral-code cookie set when a visitor arrives through an invite link. */
export function referralCookie(referralCode: string, now: number): CookieSpec {
  return cookie(COOKIE_NAMES.ref, referralCode, now + REFERRAL_COOKIE_LIFETIME_MS);
}
