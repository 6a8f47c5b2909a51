// Kept free of zod and of the app's other code: main.tsx uses it to send the config request
// before any of that code is evaluated.

/** The API base: VITE_API_BASE_URL when set (runtime-config.ts validates it), else `<this origin>/v1/api`. */
export function apiBaseUrlOf(env: Readonly<Record<string, unknown>>, origin: string): string {
  const configured = env.VITE_API_BASE_URL;
  return typeof configured === "string" && configured.length > 0 ? configured : `${origin}/v1/api`;
}

/**
 * Sends GET <api>/config, whose answer the composition root (app/container.ts) reads.
 * @example const response = requestWebConfig(import.meta.env, location.origin);
 */
export function requestWebConfig(env: Readonly<Record<string, unknown>>, origin: string, doFetch: typeof fetch = fetch): Promise<Response> {
  return doFetch(`${apiBaseUrlOf(env, origin)}/config`, { headers: { accept: "application/json" } });
}

/** The price table's route (GET, public): the home page asks for it before its app code runs. */
export const ASSET_PROFILE_PATH = "/assets/profile";

/**
 * Sends GET <api>/assets/profile, the price table of the home page, before the app's code is
 * evaluated; the market port reads this answer at its first call (app/container.ts), while the
 * chunk that checks it loads. Public data: no token, no language.
 * @example const prices = requestAssetProfile(import.meta.env, location.origin);
 */
export function requestAssetProfile(env: Readonly<Record<string, unknown>>, origin: string, doFetch: typeof fetch = fetch): Promise<Response> {
  return doFetch(`${apiBaseUrlOf(env, origin)}${ASSET_PROFILE_PATH}`, { headers: { accept: "application/json" } });
}
