import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { httpUrlSchema, learningArticleLinksSchema } from "../api-contract/web-config.schema";
import type { LearningArticleLinks } from "../../core/assessment/learning-articles";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../storage/private-dir";
import { checkEnvironmentRules, PROVIDER_ENDPOINTS } from "./config-rules";
import type { S3FileStoreConfig } from "../files/s3-file-store.adapter";
import { rateLimitEnvShape, requestLimitsOf, type RequestLimits } from "./config-rate-limits";
import { s3ConfigOf, s3EnvShape, s3SettingIssues } from "./config-s3";
import { csv, optionalText } from "./env-values";
import { trustProxySchema } from "./config-trust-proxy";

const MB = 1024 * 1024;

/** A JSON text read as JSON; anything else is an issue of the variable, not an exception. */
const jsonText = optionalText.transform((value, ctx): unknown => {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.addIssue({ code: "custom", message: "is not valid JSON" });
    return z.NEVER;
  }
});

/** The server's environment variables; each one documented by its default. */
export const serverEnvSchema = z
  .object({
    HOST: z.string().min(1).default("127.0.0.1"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    DATABASE_URL: optionalText,
    DATA_DIR: z.string().min(1).default(".data"),
    // Absent in local: generated once and kept under DATA_DIR (loadJwtSecret); required elsewhere.
    JWT_SECRET: optionalText.pipe(z.string().min(32, "JWT_SECRET must be at least 32 characters").optional()),
    // Required (kul up and the test stacks set "local"): a server started without it must not fall
    // back to local mode, which serves every mail at /dev/outbox and accepts the test captcha.
    // `insider` (spec 1 sections 2, 4 and 9) is a production deployment for the operator's own
    // people: every production rule holds (secrets, https origin, no outbox, no test captcha) and
    // the exchange flow of the web app and `kul swap` skips the user checks.
    ENVIRONMENT: z.enum(["local", "develop", "alpha", "insider", "production"], {
      error: (issue) => (issue.input === undefined ? "ENVIRONMENT is required: local, develop, alpha, insider or production" : "ENVIRONMENT must be local, develop, alpha, insider or production"),
    }),
    // Test stacks only (local, develop, alpha): an insider flow on a stack that keeps its test aids.
    // A real insider deployment is ENVIRONMENT=insider; production refuses INSIDER=true.
    INSIDER: z.enum(["true", "false"]).default("false").transform((value) => value === "true"),
    // Where mails link to; outside production http://127.0.0.1:3000 when unset.
    WEB_ORIGIN: optionalText.pipe(z.url().optional()),
    // Proxies whose X-Forwarded-For names the client (the throttles count per client address):
    // 1-10 hops, or addresses / CIDRs / loopback, comma separated. Unset: the socket's peer.
    // "true" and catch-all ranges are refused (config-trust-proxy.ts).
    TRUST_PROXY: trustProxySchema,
    // Browser origins allowed by CORS; WEB_ORIGIN is always allowed.
    CORS_ORIGINS: csv.pipe(z.array(z.url())),
    SMTP_URL: optionalText,
    MAIL_FROM: z.string().min(3).default("KUL Swap <no-reply@kulswap.local>"),
    CAPTCHA_TEST_TOKEN: z.string().min(1).default("kul-test-captcha"),
    RECAPTCHA_SECRET: optionalText,
    RECAPTCHA_VERIFY_URL: z.url().default("https://www.google.com/recaptcha/api/siteverify"),
    GOOGLE_CLIENT_ID: optionalText,
    // Unset: Google's own, except in local, where social login needs a local issuer named here.
    GOOGLE_TOKENINFO_URL: optionalText.pipe(z.url().optional()),
    FACEBOOK_APP_ID: optionalText,
    FACEBOOK_APP_SECRET: optionalText,
    // Unset: Facebook's own, except in local (as GOOGLE_TOKENINFO_URL).
    FACEBOOK_GRAPH_URL: optionalText.pipe(z.url().optional()),
    // The browser's sign-in pages; unset: the providers' own, except in local (as GOOGLE_TOKENINFO_URL).
    GOOGLE_AUTH_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    FACEBOOK_AUTH_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1 * MB),
    AVATAR_LIMIT_BYTES: z.coerce.number().int().positive().default(5 * MB),
    UPLOAD_LIMIT_BYTES: z.coerce.number().int().positive().default(10 * MB),
    // A file the request log is appended to (its folder made if missing); unset: stderr.
    LOG_FILE: optionalText,
    LOG_LEVEL: z.enum(["silent", "fatal", "error", "warn", "info", "debug", "trace"]).default("info"),
    // The node the market routes read (prices, best rate); unreachable = those routes answer 503.
    RPC_URL: z.url().default("http://127.0.0.1:8545"),
    // Several nodes in order, comma-separated (replaces RPC_URL): each request goes to the first that answers, with retries.
    RPC_URLS: csv.pipe(z.array(z.url())),
    // Whether the nodes take JSON-RPC batches; hosted providers often cap or refuse them (then "false": one request per call).
    RPC_BATCH: z.enum(["true", "false"]).default("true").transform((value) => value === "true"),
    // Where `<chainId>.json` deployment files are (written by contracts/deploy).
    DEPLOYMENTS_DIR: z.string().min(1).default("./deployments"),
    // Emails of registered users made KYC operators (role ADMIN) when the server starts.
    ADMIN_EMAILS: csv,
    // The router's trading gate signer key (0x + 64 hex): signs each trade's authorization. Required in production;
    // never logged (a parse error names the variable, not its value). Unset elsewhere: no trade is authorized.
    TRADE_GATE_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^0x[0-9a-fA-F]{64}$/, "TRADE_GATE_KEY must be 0x followed by 64 hex digits")
        .transform((key) => key as `0x${string}`)
        .optional(),
    ),
    // The leaderboard campaign window (decisions.md), ISO date-times with their offset; the spec's by default.
    LEADERBOARD_START: z.iso.datetime({ offset: true }).default("2021-01-11T00:00:00+07:00"),
    LEADERBOARD_END: z.iso.datetime({ offset: true }).default("2021-02-11T00:00:00+07:00"),
    // The partner platform (a sister platform, same email) where the tests can be taken too; unset hides its cards.
    PARTNER_PLATFORM_URL: optionalText.pipe(z.optional(httpUrlSchema)),
    // The page of the company's annual financial statements, linked from the footer (spec 3); unset hides the link.
    FINANCIAL_STATEMENTS_URL: optionalText.pipe(z.optional(httpUrlSchema)),
    // The knowledge test's learning articles, JSON {"blockchain_101": {"th": "<PDF URL>", "en": "<video URL>"}, ...};
    // ids as in core/assessment/learning-articles.ts. An article without a link in the page's language is not listed.
    LEARNING_ARTICLE_LINKS: jsonText.pipe(z.optional(learningArticleLinksSchema)),
    // WalletConnect (Reown) project id: mobile wallets are offered, and the page's CSP allows the
    // wallet modal's hosts, only when it is set. Served to the browser at GET /config (it is public).
    WALLETCONNECT_PROJECT_ID: optionalText.pipe(
      z
        .string()
        .regex(/^[0-9a-f]{32}$/i, "WALLETCONNECT_PROJECT_ID must be the 32 hexadecimal characters of a project id from dashboard.reown.com")
        .optional(),
    ),
    ...s3EnvShape,
    ...rateLimitEnvShape,
  })
  .superRefine((env, ctx) => {
    for (const issue of s3SettingIssues(env)) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
    checkEnvironmentRules(env, ctx);
  });

/** The parsed environment, camel-cased for the code. */
export type ServerConfig = Readonly<{
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  /** ENVIRONMENT=insider runs as "production" with `insider` set: every production rule applies. */
  environment: "local" | "develop" | "alpha" | "production";
  /** An insider deployment: the exchange flow skips the user checks. */
  insider: boolean;
  webOrigin: string;
  corsOrigins: readonly string[];
  /** Fastify's trustProxy: hops, or the trusted proxies' addresses; false to use the socket's peer. */
  trustProxy: false | number | readonly string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  captchaTestToken: string;
  recaptchaSecret: string | undefined;
  recaptchaVerifyUrl: string;
  googleClientId: string | undefined;
  /** Unset in local unless a local issuer is named: Google login is then unavailable. */
  googleTokenInfoUrl: string | undefined;
  facebookAppId: string | undefined;
  facebookAppSecret: string | undefined;
  /** Unset in local unless a local issuer is named: Facebook login is then unavailable. */
  facebookGraphUrl: string | undefined;
  /** The browser's sign-in pages (GOOGLE_AUTH_URL, FACEBOOK_AUTH_URL); unset in local unless a local issuer is named. */
  googleAuthUrl: string | undefined;
  facebookAuthUrl: string | undefined;
  bodyLimitBytes: number;
  avatarLimitBytes: number;
  uploadLimitBytes: number;
  /** The request log's file; undefined = stderr. */
  logFile: string | undefined;
  logLevel: "silent" | "fatal" | "error" | "warn" | "info" | "debug" | "trace";
  /** The first node: the one the web app is told of. */
  rpcUrl: string;
  /** The server's nodes in order (RPC_URLS, else RPC_URL alone). */
  rpcUrls: readonly string[];
  /** Whether the nodes take JSON-RPC batches. */
  rpcBatch: boolean;
  deploymentsDir: string;
  /** The trading gate signer's private key; undefined = trades are not authorized (503). Never logged. */
  tradeGateKey: `0x${string}` | undefined;
  /** Users with these emails become admins at start (the first KYC operator). */
  adminEmails: readonly string[];
  /** Leaderboard campaign, unix seconds, both ends inclusive. */
  leaderboardCampaign: Readonly<{ startTimestamp: number; endTimestamp: number }>;
  /** The partner platform the test pages point to as an alternative; unset = no such card. */
  partnerPlatformUrl: string | undefined;
  /** The annual financial statements page the footer links to; undefined hides the link. */
  financialStatementsUrl: string | undefined;
  /** The learning articles' links by article id and language (empty = none listed). */
  learningArticles: LearningArticleLinks;
  /** WalletConnect project id; undefined = no mobile wallets, and no wallet-modal hosts in the CSP. */
  walletConnectProjectId: string | undefined;
  /** Files (avatars, KYC documents) in this S3 bucket; undefined = DATA_DIR/files. */
  s3: S3FileStoreConfig | undefined;
  /** Requests per client network on registration, logins and quotes, counted in the shared storage; null = not limited. */
  requestLimits: RequestLimits;
}>;

/** Parses the environment once at start; on failure, the list of what is wrong (one line per variable). */
export function parseServerConfig(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  const parsed = serverEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`);
    throw new Error(`Invalid server configuration:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  const webOrigin = new URL(e.WEB_ORIGIN ?? "http://127.0.0.1:3000").origin;
  const providers = e.ENVIRONMENT === "local" ? { googleTokenInfoUrl: undefined, facebookGraphUrl: undefined, googleAuthUrl: undefined, facebookAuthUrl: undefined } : PROVIDER_ENDPOINTS;
  return {
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    jwtSecret: e.JWT_SECRET,
    environment: e.ENVIRONMENT === "insider" ? "production" : e.ENVIRONMENT,
    insider: e.ENVIRONMENT === "insider" || e.INSIDER,
    webOrigin,
    corsOrigins: [...new Set([webOrigin, ...e.CORS_ORIGINS.map((origin) => new URL(origin).origin)])],
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    captchaTestToken: e.CAPTCHA_TEST_TOKEN,
    recaptchaSecret: e.RECAPTCHA_SECRET,
    recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleTokenInfoUrl: e.GOOGLE_TOKENINFO_URL ?? providers.googleTokenInfoUrl,
    facebookAppId: e.FACEBOOK_APP_ID,
    facebookAppSecret: e.FACEBOOK_APP_SECRET,
    facebookGraphUrl: e.FACEBOOK_GRAPH_URL ?? providers.facebookGraphUrl,
    googleAuthUrl: e.GOOGLE_AUTH_URL ?? providers.googleAuthUrl,
    facebookAuthUrl: e.FACEBOOK_AUTH_URL ?? providers.facebookAuthUrl,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    avatarLimitBytes: e.AVATAR_LIMIT_BYTES,
    uploadLimitBytes: e.UPLOAD_LIMIT_BYTES,
    logFile: e.LOG_FILE,
    logLevel: e.LOG_LEVEL,
    rpcUrl: e.RPC_URLS[0] ?? e.RPC_URL,
    rpcUrls: e.RPC_URLS.length > 0 ? e.RPC_URLS : [e.RPC_URL],
    rpcBatch: e.RPC_BATCH,
    deploymentsDir: e.DEPLOYMENTS_DIR,
    tradeGateKey: e.TRADE_GATE_KEY,
    adminEmails: e.ADMIN_EMAILS,
    // Trades carry whole seconds: the first whole second at or after the start, the last one before the end.
    leaderboardCampaign: { startTimestamp: Math.ceil(Date.parse(e.LEADERBOARD_START) / 1000), endTimestamp: Math.ceil(Date.parse(e.LEADERBOARD_END) / 1000) - 1 },
    partnerPlatformUrl: e.PARTNER_PLATFORM_URL,
    financialStatementsUrl: e.FINANCIAL_STATEMENTS_URL,
    learningArticles: e.LEARNING_ARTICLE_LINKS ?? {},
    walletConnectProjectId: e.WALLETCONNECT_PROJECT_ID,
    s3: s3ConfigOf(e),
    requestLimits: requestLimitsOf(e),
  };
}

/**
 * The JWT secret: JWT_SECRET when set; otherwise, outside production, one generated at first
 * start and kept in DATA_DIR/jwt-secret so tokens survive a restart.
 */
export function loadJwtSecret(config: ServerConfig): string {
  if (config.jwtSecret !== undefined) return config.jwtSecret;
  if (config.environment === "production") throw new Error("JWT_SECRET is required in production");
  const file = path.join(config.dataDir, "jwt-secret");
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch {
    // First start: no secret yet.
  }
  const secret = randomBytes(48).toString("base64url");
  ensurePrivateDir(config.dataDir);
  writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE_MODE });
  return secret;
}
