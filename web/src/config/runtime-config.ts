import * as z from "zod/mini";
import { apiBaseUrlOf } from "./api-base";
import type { LearningArticleLinks } from "@core/assessment/learning-articles";
import { lazySchema } from "@core/shared/lazy-schema";
import type { SocialProviderClient } from "@core/account/social-sign-in";

export { apiBaseUrlOf } from "./api-base";

/** The chain the server reads: where the web app's wallet trades (null when the server runs without one). */
export type ChainConfig = Readonly<{
  chainId: number;
  /** Display name of the network, as wallets show it. */
  name: string;
  rpcUrl: string;
  /** The router's 0x address. */
  router: string;
  /** The batch reader (multicall) for many balances in one call; null when not deployed. */
  batchReader: string | null;
  explorerUrl: string | null;
}>;

/** What the server says at GET /v1/api/config; the composition root (app/container.ts) reads it. */
export type ServerConfig = Readonly<{
  environment: "local" | "develop" | "alpha" | "production";
  /** An insider deployment: the exchange flow skips the user checks. */
  insider: boolean;
  chain: ChainConfig | null;
  /** The fixed captcha token the server accepts outside production. */
  captchaTestToken: string | null;
  /** The partner platform where the tests can be taken too (same email); null: its cards are not shown. */
  partnerPlatformUrl: string | null;
  /** The knowledge test's learning articles: links by article id and language (PDF in th, video in en). */
  learningArticles: LearningArticleLinks;
  /** WalletConnect project id (the server's WALLETCONNECT_PROJECT_ID); WalletConnect stays off (not even loaded) without it. */
  walletConnectProjectId: string | null;
  /** Social sign-in per provider: its authorization page and our client id; null when not offered. */
  social: Readonly<{ google: SocialProviderClient | null; facebook: SocialProviderClient | null }>;
}>;

/**
 * The web app's configuration: the API base from Vite env (VITE_API_BASE_URL), then what the server
 * says at GET /v1/api/config (chain id, RPC URL, router, captcha test token, partner platform, learning
 * articles, WalletConnect project id). The project id is the server's, not the build's, so one build
 * serves every deployment and the page's CSP (built by the server from the same setting) allows the
 * wallet modal exactly where it is offered.
 */
export type RuntimeConfig = Readonly<{
  /** Product API base, same origin by default. */
  apiBaseUrl: string;
} & ServerConfig>;

const buildEnvSchema = lazySchema(() =>
  z.object({
    VITE_API_BASE_URL: z.optional(z.string().check(z.minLength(1))),
  }),
);

/** The build's part of the config (Vite env), checked. */
export type BuildConfig = Pick<RuntimeConfig, "apiBaseUrl">;

/**
 * Checks the build's part (VITE_* values). Building this first schema also sets up zod's schema
 * classes, so the app does it in a boot step of its own (boot/start-app.tsx).
 */
export function readBuildConfig(env: Readonly<Record<string, unknown>>, origin: string): BuildConfig {
  buildEnvSchema.parse(env);
  return { apiBaseUrl: apiBaseUrlOf(env, origin) };
}
