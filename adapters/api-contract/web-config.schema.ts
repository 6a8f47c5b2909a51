import * as z from "zod/mini";
import { LEARNING_ARTICLE_IDS } from "../../core/assessment/learning-articles";
import { lazySchema } from "../../core/shared/lazy-schema";

// zod/mini: the web app checks this answer before its first render, and the first page's script
// carries zod/mini's few kilobytes, not the full zod API (which loads with the later requests).
const address = lazySchema(() => z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)));

/** An address the browser opens in a new tab: http or https only (never javascript: or data:). */
export const httpUrlSchema = lazySchema(() => z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }));

/**
 * The learning articles' links, `{ "<article id>": { "th"?: url, "en"?: url } }`: only the ids of
 * core/assessment/learning-articles.ts, only th and en, only http(s) URLs.
 */
export const learningArticleLinksSchema = lazySchema(() =>
  z.partialRecord(
    z.enum(LEARNING_ARTICLE_IDS),
    z.strictObject(
      { th: z.optional(httpUrlSchema), en: z.optional(httpUrlSchema) },
      { error: (issue) => (issue.code === "unrecognized_keys" ? `unknown language ${issue.keys.join(", ")} (th or en)` : undefined) },
    ),
    {
      error: (issue) => {
        // A record with enum keys reports keys outside the enum as unrecognized_keys (zod's types only name invalid_key).
        const raw = issue as { code: string; keys?: readonly string[] };
        if (raw.code === "unrecognized_keys") return `unknown article id ${(raw.keys ?? []).map((key) => JSON.stringify(key)).join(", ")} (the ids are ${LEARNING_ARTICLE_IDS.join(", ")})`;
        return issue.code === "invalid_type" ? 'must be an object keyed by article id: {"blockchain_101": {"th": "<url>", "en": "<url>"}}' : undefined;
      },
    },
  ),
);

const socialClientSchema = lazySchema(() => z.object({ authUrl: httpUrlSchema, clientId: z.string().check(z.minLength(1)) }));

/**
 * GET /config: what the browser app needs to reach the chain, public by design (no secrets).
 * `chain` is null when the server runs without a node or deployment (market routes answer 503).
 * `captchaTestToken` is set only outside production, where the fixed test token is accepted.
 */
export const webConfigResponseSchema = lazySchema(() =>
  z.object({
    environment: z.enum(["local", "develop", "alpha", "production"]),
    /** An insider deployment: the exchange flow skips the user checks (spec 1 section 4). */
    insider: z.boolean(),
    chain: z.nullable(
      z.object({
        chainId: z.int().check(z.positive()),
        /** Display name of the network ("KUL Swap local (Hardhat)", "Sepolia", "Ethereum"). */
        name: z.string(),
        rpcUrl: z.url(),
        router: address,
        /** The batch reader (multicall) for many balances in one call; null when not deployed. */
        batchReader: z.nullable(address),
        explorerUrl: z.nullable(z.url()),
      }),
    ),
    captchaTestToken: z.nullable(z.string()),
    /** The partner platform where the tests can be taken too (same email); null hides its cards. */
    partnerPlatformUrl: z.nullable(httpUrlSchema),
    /** The learning articles' links by article id and language; empty when none is set. */
    learningArticles: learningArticleLinksSchema,
    /** The WalletConnect project id; null: mobile wallets are not offered (the page's CSP does not allow them). */
    walletConnectProjectId: z.nullable(z.string().check(z.minLength(1))),
    /**
     * The browser's social sign-in per provider: its authorization page and our public client id
     * (Google's OAuth client id, Facebook's app id); null when this deployment has none.
     */
    social: z.object({ google: z.nullable(socialClientSchema), facebook: z.nullable(socialClientSchema) }),
  }),
);
/** The web app's runtime configuration as the server sends it. */
export type WebConfigResponse = z.infer<typeof webConfigResponseSchema>;
