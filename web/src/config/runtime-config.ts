import { z } from "zod";
import { webConfigResponseSchema, type WebConfigResponse } from "@adapters/api-contract/web-config.schema";

/**
 * The web app's configuration: build-time values from Vite env (VITE_*), then what the server
 * says at GET /v1/api/config (chain id, RPC URL, router, captcha test token).
 */
export type RuntimeConfig = Readonly<{
  /** Product API base, same origin by default. */
  apiBaseUrl: string;
  /** WalletConnect v2 project id; WalletConnect stays off (not even loaded) without it. */
  walletConnectProjectId: string | null;
} & WebConfigResponse>;

const buildEnvSchema = z.object({
  VITE_API_BASE_URL: z.string().min(1).optional(),
  VITE_WALLETCONNECT_PROJECT_ID: z.string().min(1).optional(),
});

/** The API base: VITE_API_BASE_URL when set, else `<this origin>/v1/api`. */
export function apiBaseUrlOf(env: Readonly<Record<string, unknown>>, origin: string): string {
  const parsed = buildEnvSchema.parse(env);
  return parsed.VITE_API_BASE_URL ?? `${origin}/v1/api`;
}

/** Reads the server's part; an unreachable server gives a config without chain (the app still shows). */
export async function loadRuntimeConfig(env: Readonly<Record<string, unknown>>, origin: string, doFetch: typeof fetch = fetch): Promise<RuntimeConfig> {
  const parsed = buildEnvSchema.parse(env);
  const apiBaseUrl = apiBaseUrlOf(env, origin);
  const base = { apiBaseUrl, walletConnectProjectId: parsed.VITE_WALLETCONNECT_PROJECT_ID ?? null };
  try {
    const response = await doFetch(`${apiBaseUrl}/config`, { headers: { accept: "application/json" } });
    const server = webConfigResponseSchema.parse(await response.json());
    return { ...base, ...server };
  } catch {
    return { ...base, environment: "production", chain: null, captchaTestToken: null };
  }
}
