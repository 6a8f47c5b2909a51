// Every route of spec 1 section 2 (plus the leaderboard of decisions.md), by route name. The
// name is what `?next=` carries, what analytics reports, and what guards redirect to.

/**
 * Who may open a route: anyone; only visitors (logged-out); any logged-in user; active users
 * only (inactive ones go to Exchange); logged-in users still inactive (RegisterStatus).
 */
export type RouteAccess = "public" | "guest" | "user" | "active" | "inactive";

/** One route: its path and who may open it. */
export type RouteDef = Readonly<{ path: string; access: RouteAccess }>;

/** The route table; `as const satisfies` keeps each name a literal type. */
export const ROUTES = {
  Exchange: { path: "/", access: "public" },
  About: { path: "/about", access: "public" },
  Terms: { path: "/terms", access: "public" },
  Register: { path: "/register", access: "guest" },
  RegisterStatus: { path: "/register/status", access: "inactive" },
  ConfirmEmail: { path: "/confirm-email", access: "public" },
  SendConfirmationEmail: { path: "/send-confirmation-email", access: "user" },
  ForgotPassword: { path: "/forgot-password", access: "public" },
  ResetPassword: { path: "/reset-password", access: "public" },
  Login: { path: "/login", access: "guest" },
  UserProfile: { path: "/profile", access: "active" },
  KYC: { path: "/kyc", access: "user" },
  SummaryOfKYC: { path: "/summary-of-kyc", access: "user" },
  ReferralProgram: { path: "/referral-program", access: "active" },
  SuitabilityTest: { path: "/suitability-test", access: "active" },
  KnowledgeTest: { path: "/knowledge-test", access: "active" },
  KnowledgeTestCorrectAnswer: { path: "/knowledge-test-correct-answer", access: "user" },
  TradeHistory: { path: "/trade-history", access: "user" },
  Leaderboard: { path: "/leaderboard", access: "public" },
  Wallet: { path: "/wallet", access: "public" },
  /** Where Google and Facebook send the browser back after sign-in (social-sign-in.ts). */
  SocialCallback: { path: "/social-callback", access: "public" },
} as const satisfies Record<string, RouteDef>;

/** A route name of the app. */
export type RouteName = keyof typeof ROUTES;

/** Narrows `?next=` (or any outside text) to a known route name. */
export function isRouteName(value: unknown): value is RouteName {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(ROUTES, value);
}

/** The path of a route name, with an optional query and hash (`pathTo("Login", { next: "KYC" })`). */
export function pathTo(name: RouteName, query?: Readonly<Record<string, string>>, hash?: string): string {
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : "";
  return `${ROUTES[name].path}${search}${hash ? `#${hash}` : ""}`;
}

/**
 * A URL hash naming a section of a page (`#section-kyc-data`), without its `#`, or undefined
 * for anything else: what a redirect through Login may carry on to the page it returns to.
 * @example sectionHash("#section-social-connect") // "section-social-connect"
 */
export function sectionHash(hash: string): string | undefined {
  return /^#[A-Za-z][\w-]{0,63}$/.test(hash) ? hash.slice(1) : undefined;
}

/** Spec 1 section 2: redirect-only paths that open the product's social pages in a new tab. */
export const SOCIAL_LINKS = {
  medium: "https://medium.com/@kulswap",
  facebook: "https://www.facebook.com/kulswap",
  youtube: "https://www.youtube.com/@kulswap",
  linkedin: "https://www.linkedin.com/company/kulswap",
  instagram: "https://www.instagram.com/kulswap",
  twitter: "https://twitter.com/kulswap",
} as const;
export type SocialPath = keyof typeof SOCIAL_LINKS;

/** The header's external Buy link (opens in a new tab). */
export const BUY_URL = "https://www.bitkub.com/";
