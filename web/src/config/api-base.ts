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
