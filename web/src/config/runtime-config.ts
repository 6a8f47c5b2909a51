import { z } from "zod";
import { webConfigResponseSchema, type WebConfigResponse } from "@adapters/api-contract/web-config.schema";
import { apiBaseUrlOf, requestWebConfig } from "./api-base";
import { buildSchemaNow, lazySchema } from "@core/shared/lazy-schema";

export { apiBaseUrlOf } from "./api-base";

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

const buildEnvSchema = lazySchema(() =>
  z.object({
    VITE_API_BASE_URL: z.string().min(1).optional(),
    VITE_WALLETCONNECT_PROJECT_ID: z.string().min(1).optional(),
  }),
);

/** The build's part of the config (Vite env), checked. */
export type BuildConfig = Pick<RuntimeConfig, "apiBaseUrl" | "walletConnectProjectId">;

/**
 * Checks the build's part (VITE_* values). Building this first schema also sets up zod's schema
 * classes, so the app does it in a boot step of its own (boot/start-app.tsx).
 */
export function readBuildConfig(env: Readonly<Record<string, unknown>>, origin: string): BuildConfig {
  const parsed = buildEnvSchema.parse(env);
  return { apiBaseUrl: apiBaseUrlOf(env, origin), walletConnectProjectId: parsed.VITE_WALLETCONNECT_PROJECT_ID ?? null };
}

/** Builds the schema of the server's part now, so reading the answer later only parses it. */
export function prepareServerConfigCheck(): void {
  buildSchemaNow(webConfigResponseSchema);
}

/**
 * Reads the server's part; an unreachable server gives a config without chain (the app still shows).
 * `response` is the config request when the caller sent it already (main.tsx does, first thing);
 * `build` the build's part when the caller read it already.
 */
export async function loadRuntimeConfig(
  env: Readonly<Record<string, unknown>>,
  origin: string,
  response?: Promise<Response>,
  build: BuildConfig = readBuildConfig(env, origin),
): Promise<RuntimeConfig> {
  try {
    const server = webConfigResponseSchema.parse(await (await (response ?? requestWebConfig(env, origin))).json());
    return { ...build, ...server };
  } catch {
    return { ...build, environment: "production", insider: false, chain: null, captchaTestToken: null };
  }
}
