import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadJwtSecret, parseServerConfig } from "./config";

const SECRET = "s".repeat(40);
const PRODUCTION = { JWT_SECRET: SECRET, RECAPTCHA_SECRET: "r", WEB_ORIGIN: "https://app.kulswap.example", TRADE_GATE_KEY: `0x${"ab".repeat(32)}` };

describe("parseServerConfig", () => {
  it("refuses an environment without ENVIRONMENT, saying it is required", () => {
    expect(() => parseServerConfig({})).toThrow("Invalid server configuration:\nENVIRONMENT: ENVIRONMENT is required: local, develop, alpha, insider or production");
  });

  it("gives local defaults with ENVIRONMENT=local, and no social provider endpoint", () => {
    expect(parseServerConfig({ ENVIRONMENT: "local" })).toEqual({
      host: "127.0.0.1",
      port: 3000,
      databaseUrl: undefined,
      dataDir: ".data",
      jwtSecret: undefined,
      environment: "local",
      insider: false,
      webOrigin: "http://127.0.0.1:3000",
      corsOrigins: ["http://127.0.0.1:3000"],
      trustProxy: false,
      smtpUrl: undefined,
      mailFrom: "KUL Swap <no-reply@kulswap.local>",
      captchaTestToken: "kul-test-captcha",
      recaptchaSecret: undefined,
      recaptchaVerifyUrl: "https://www.google.com/recaptcha/api/siteverify",
      googleClientId: undefined,
      googleTokenInfoUrl: undefined,
      facebookAppId: undefined,
      facebookAppSecret: undefined,
      facebookGraphUrl: undefined,
      bodyLimitBytes: 1_048_576,
      avatarLimitBytes: 5_242_880,
      uploadLimitBytes: 10_485_760,
      logFile: undefined,
      logLevel: "info",
      rpcUrl: "http://127.0.0.1:8545",
      rpcUrls: ["http://127.0.0.1:8545"],
      rpcBatch: true,
      deploymentsDir: "./deployments",
      tradeGateKey: undefined,
      adminEmails: [],
      leaderboardCampaign: { startTimestamp: 1_610_298_000, endTimestamp: 1_612_976_399 },
      partnerPlatformUrl: undefined,
      learningArticles: {},
      s3: undefined,
      requestLimits: { register: null, login: null, quote: null },
    });
  });

  it("reads the leaderboard campaign in whole seconds, the end left out, whatever the offset and fraction", () => {
    const config = parseServerConfig({ ENVIRONMENT: "local", LEADERBOARD_START: "2026-03-01T00:00:00.250+07:00", LEADERBOARD_END: "2026-03-31T17:00:00.000Z" });
    expect(config.leaderboardCampaign).toEqual({ startTimestamp: Date.UTC(2026, 1, 28, 17, 0, 1) / 1000, endTimestamp: Date.UTC(2026, 2, 31, 16, 59, 59) / 1000 });
  });

  it("reads the partner platform and the learning articles' links", () => {
    const config = parseServerConfig({
      ENVIRONMENT: "local",
      PARTNER_PLATFORM_URL: " https://partner.example/kyc ",
      LEARNING_ARTICLE_LINKS: JSON.stringify({ bitcoin_101: { th: "https://files.example/bitcoin-101.pdf", en: "https://video.example/bitcoin-101" }, investing_101: { en: "http://video.example/investing-101" } }),
    });
    expect([config.partnerPlatformUrl, config.learningArticles]).toEqual([
      "https://partner.example/kyc",
      { bitcoin_101: { th: "https://files.example/bitcoin-101.pdf", en: "https://video.example/bitcoin-101" }, investing_101: { en: "http://video.example/investing-101" } },
    ]);
  });

  it("reads every value and allows WEB_ORIGIN plus CORS_ORIGINS, as origins", () => {
    const config = parseServerConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://u:p@db/kul",
      WEB_ORIGIN: "https://app.kulswap.example/",
      CORS_ORIGINS: " https://admin.kulswap.example/path , https://app.kulswap.example",
      SMTP_URL: "  ",
      ENVIRONMENT: "alpha",
    });
    expect([config.port, config.databaseUrl, config.webOrigin, config.corsOrigins, config.smtpUrl, config.environment]).toEqual([
      8080,
      "postgres://u:p@db/kul",
      "https://app.kulswap.example",
      ["https://app.kulswap.example", "https://admin.kulswap.example"],
      undefined,
      "alpha",
    ]);
  });

  it.each([
    ["1", 1],
    [" ", false],
    [" loopback , 10.0.0.0/8 ", ["loopback", "10.0.0.0/8"]],
    ["203.0.113.7, 2001:db8::/32, uniquelocal", ["203.0.113.7", "2001:db8::/32", "uniquelocal"]],
  ])("reads TRUST_PROXY %j as %j", (value, expected) => {
    expect(parseServerConfig({ ENVIRONMENT: "local", TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    ["true", 'TRUST_PROXY: "true" is not accepted: give a number of proxy hops or the proxies\' addresses'],
    ["*", 'TRUST_PROXY: "*" is not accepted'],
    ["0", "TRUST_PROXY: must be a number of proxy hops from 1 to 10 (unset it to trust no proxy), got 0"],
    ["99", "TRUST_PROXY: must be a number of proxy hops from 1 to 10"],
    ["0.0.0.0/0", 'TRUST_PROXY: "0.0.0.0/0" trusts every address, so any client could choose the address it is throttled by'],
    ["::/0", 'TRUST_PROXY: "::/0" trusts every address'],
    ["10.0.0.0/33", 'TRUST_PROXY: "10.0.0.0/33" has a prefix length outside 0-32'],
    ["10.0.0.999", 'TRUST_PROXY: "10.0.0.999" is neither an IP address, a CIDR (10.0.0.0/8) nor one of loopback, linklocal, uniquelocal'],
    ["loopback, proxy.internal", 'TRUST_PROXY: "proxy.internal" is neither an IP address'],
  ])("refuses TRUST_PROXY %j at start, saying why", (value, message) => {
    expect(() => parseServerConfig({ ENVIRONMENT: "local", TRUST_PROXY: value })).toThrow(message);
  });

  it.each([
    [{ TRUST_PROXY: "true; rm" }, 'TRUST_PROXY: "true; rm" is neither an IP address'],
    [{ PORT: "seventy" }, "PORT:"],
    [{ ENVIRONMENT: "staging" }, "ENVIRONMENT:"],
    [{ JWT_SECRET: "short" }, "JWT_SECRET: JWT_SECRET must be at least 32 characters"],
    [{ CORS_ORIGINS: "not a url" }, "CORS_ORIGINS.0:"],
    [{ PARTNER_PLATFORM_URL: "javascript:alert(1)" }, "PARTNER_PLATFORM_URL: must be an http(s) URL"],
    [{ LEARNING_ARTICLE_LINKS: "{bitcoin_101:" }, "LEARNING_ARTICLE_LINKS: is not valid JSON"],
    [{ LEARNING_ARTICLE_LINKS: '["https://files.example/a.pdf"]' }, "LEARNING_ARTICLE_LINKS: must be an object keyed by article id"],
    [{ LEARNING_ARTICLE_LINKS: '{"bitcoin_102":{"en":"https://video.example/b"}}' }, 'LEARNING_ARTICLE_LINKS: unknown article id "bitcoin_102" (the ids are blockchain_101, bitcoin_101,'],
    [{ LEARNING_ARTICLE_LINKS: '{"bitcoin_101":{"de":"https://video.example/b"}}' }, "LEARNING_ARTICLE_LINKS.bitcoin_101: unknown language de (th or en)"],
    [{ LEARNING_ARTICLE_LINKS: '{"bitcoin_101":{"th":"ftp://files.example/b.pdf"}}' }, "LEARNING_ARTICLE_LINKS.bitcoin_101.th: must be an http(s) URL"],
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, "S3_BUCKET: S3_BUCKET is required when S3 settings are given (S3_ENDPOINT)\nS3_REGION: S3_REGION is required when S3 settings are given (S3_ENDPOINT)"],
    [{ S3_BUCKET: "kul", S3_REGION: "ap-southeast-1", S3_ACCESS_KEY_ID: "AKIA" }, "S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID"],
    [{ S3_BUCKET: "kul", S3_REGION: "ap-southeast-1", S3_SECRET_ACCESS_KEY: "s" }, "S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID is required with S3_SECRET_ACCESS_KEY"],
    [{ S3_BUCKET: "kul", S3_REGION: "ap-southeast-1", S3_ENDPOINT: "not a url" }, "S3_ENDPOINT:"],
    [{ S3_BUCKET: "kul", S3_REGION: "ap-southeast-1", S3_FORCE_PATH_STYLE: "yes" }, "S3_FORCE_PATH_STYLE:"],
  ])("fails on %j naming the variable", (env, expected) => {
    expect(() => parseServerConfig({ ENVIRONMENT: "local", ...env })).toThrow(expected);
  });

  it.each([
    [{}, ["JWT_SECRET: JWT_SECRET is required in production", "RECAPTCHA_SECRET: RECAPTCHA_SECRET is required in production", "WEB_ORIGIN: WEB_ORIGIN is required in production", "TRADE_GATE_KEY: TRADE_GATE_KEY is required in production"]],
    [{ ...PRODUCTION, WEB_ORIGIN: "http://app.kulswap.example" }, ["WEB_ORIGIN: WEB_ORIGIN must be an https origin in production"]],
    [{ ...PRODUCTION, FACEBOOK_APP_ID: "1234" }, ["FACEBOOK_APP_SECRET: FACEBOOK_APP_SECRET is required when Facebook login is configured"]],
    [{ ...PRODUCTION, FACEBOOK_APP_SECRET: "s" }, ["FACEBOOK_APP_ID: FACEBOOK_APP_ID is required when Facebook login is configured"]],
  ])("refuses production with %j, listing every problem", (env, problems) => {
    expect(() => parseServerConfig({ ENVIRONMENT: "production", ...env })).toThrow(`Invalid server configuration:\n${problems.join("\n")}`);
  });

  it("runs ENVIRONMENT=insider as a production deployment whose exchange flow skips the user checks", () => {
    const config = parseServerConfig({ ENVIRONMENT: "insider", ...PRODUCTION });
    expect([config.environment, config.insider, config.googleTokenInfoUrl]).toEqual(["production", true, "https://oauth2.googleapis.com/tokeninfo"]);
  });

  it("keeps every production rule for ENVIRONMENT=insider", () => {
    expect(() => parseServerConfig({ ENVIRONMENT: "insider" })).toThrow(
      "Invalid server configuration:\nJWT_SECRET: JWT_SECRET is required in insider\nRECAPTCHA_SECRET: RECAPTCHA_SECRET is required in insider\nWEB_ORIGIN: WEB_ORIGIN is required in insider",
    );
    expect(() => parseServerConfig({ ENVIRONMENT: "insider", ...PRODUCTION, WEB_ORIGIN: "http://app.kulswap.example" })).toThrow("WEB_ORIGIN: WEB_ORIGIN must be an https origin in insider");
  });

  it("keeps INSIDER=true for test stacks and refuses it in production, where ENVIRONMENT=insider says it", () => {
    expect(parseServerConfig({ ENVIRONMENT: "local", INSIDER: "true" })).toMatchObject({ environment: "local", insider: true });
    expect(() => parseServerConfig({ ENVIRONMENT: "production", ...PRODUCTION, INSIDER: "true" })).toThrow(
      "Invalid server configuration:\nINSIDER: INSIDER=true is for test stacks: an insider deployment sets ENVIRONMENT=insider",
    );
  });

  it("asks for the Facebook app's secret with its id in every environment", () => {
    expect(() => parseServerConfig({ ENVIRONMENT: "local", FACEBOOK_APP_ID: "1234" })).toThrow("FACEBOOK_APP_SECRET: FACEBOOK_APP_SECRET is required when Facebook login is configured");
  });

  it("accepts production with its secrets and uses the real providers' endpoints", () => {
    const config = parseServerConfig({ ENVIRONMENT: "production", ...PRODUCTION });
    expect([config.environment, config.webOrigin, config.googleTokenInfoUrl, config.facebookGraphUrl, config.googleAuthUrl, config.facebookAuthUrl]).toEqual([
      "production",
      "https://app.kulswap.example",
      "https://oauth2.googleapis.com/tokeninfo",
      "https://graph.facebook.com",
      "https://accounts.google.com/o/oauth2/v2/auth",
      "https://www.facebook.com/v19.0/dialog/oauth",
    ]);
  });

  it("sends the browser to no sign-in page in local unless a local issuer is named, and never to a javascript: URL", () => {
    const local = parseServerConfig({ ENVIRONMENT: "local" });
    expect([local.googleAuthUrl, local.facebookAuthUrl]).toEqual([undefined, undefined]);
    const named = parseServerConfig({ ENVIRONMENT: "local", GOOGLE_AUTH_URL: "http://127.0.0.1:4100/google/authorize", FACEBOOK_AUTH_URL: "http://127.0.0.1:4100/facebook/dialog/oauth" });
    expect([named.googleAuthUrl, named.facebookAuthUrl]).toEqual(["http://127.0.0.1:4100/google/authorize", "http://127.0.0.1:4100/facebook/dialog/oauth"]);
    expect(() => parseServerConfig({ ENVIRONMENT: "local", GOOGLE_AUTH_URL: "javascript:alert(1)" })).toThrow("GOOGLE_AUTH_URL:");
  });

  it("keeps files in S3 with a bucket and region, with keys or with the SDK's default credentials", () => {
    const env = { S3_BUCKET: " kul-files ", S3_REGION: "ap-southeast-1", S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "true" };
    expect(parseServerConfig({ ENVIRONMENT: "local", ...env, S3_ACCESS_KEY_ID: "AKIA", S3_SECRET_ACCESS_KEY: "secret" }).s3).toEqual({
      bucket: "kul-files", region: "ap-southeast-1", endpoint: "http://127.0.0.1:9000", accessKeyId: "AKIA", secretAccessKey: "secret", forcePathStyle: true,
    });
    expect(parseServerConfig({ ENVIRONMENT: "local", S3_BUCKET: "kul-files", S3_REGION: "ap-southeast-1" }).s3).toEqual({ bucket: "kul-files", region: "ap-southeast-1", forcePathStyle: false });
  });

  it("limits registrations, logins and quotes per client network by default outside local, as RATE_LIMIT_* say otherwise", () => {
    expect(parseServerConfig({ ENVIRONMENT: "production", ...PRODUCTION }).requestLimits).toEqual({
      register: { limit: 20, windowMs: 3_600_000 },
      login: { limit: 60, windowMs: 900_000 },
      quote: { limit: 120, windowMs: 60_000 },
    });
    const set = { RATE_LIMIT_REGISTER: "5/1h", RATE_LIMIT_LOGIN: "off", RATE_LIMIT_QUOTE: " 30/10s " };
    expect(parseServerConfig({ ENVIRONMENT: "alpha", ...set }).requestLimits).toEqual({ register: { limit: 5, windowMs: 3_600_000 }, login: null, quote: { limit: 30, windowMs: 10_000 } });
    expect(parseServerConfig({ ENVIRONMENT: "local", RATE_LIMIT_QUOTE: "10/1m" }).requestLimits).toEqual({ register: null, login: null, quote: { limit: 10, windowMs: 60_000 } });
    expect(() => parseServerConfig({ ENVIRONMENT: "local", RATE_LIMIT_LOGIN: "60 per minute" })).toThrow('RATE_LIMIT_LOGIN: must be "<count>/<window>"');
  });

  it("reads an ordered list of nodes (RPC_URLS over RPC_URL) and whether they take batches", () => {
    const config = parseServerConfig({ ENVIRONMENT: "local", RPC_URL: "http://127.0.0.1:8545", RPC_URLS: " https://rpc-1.example/v3/key , https://rpc-2.example ", RPC_BATCH: "false" });
    expect([config.rpcUrl, config.rpcUrls, config.rpcBatch]).toEqual(["https://rpc-1.example/v3/key", ["https://rpc-1.example/v3/key", "https://rpc-2.example"], false]);
    expect(() => parseServerConfig({ ENVIRONMENT: "local", RPC_URLS: "https://rpc-1.example, not a url" })).toThrow("RPC_URLS.1:");
  });
});

describe("loadJwtSecret", () => {
  it("uses JWT_SECRET when set", () => {
    expect(loadJwtSecret(parseServerConfig({ ENVIRONMENT: "local", JWT_SECRET: SECRET }))).toBe(SECRET);
  });

  it("generates a secret once in local and reads it back after a restart", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "kul-config-"));
    try {
      const config = parseServerConfig({ ENVIRONMENT: "local", DATA_DIR: path.join(dataDir, "nested") });
      const first = loadJwtSecret(config);
      expect([first.length >= 32, loadJwtSecret(config), (await readFile(path.join(dataDir, "nested", "jwt-secret"), "utf8")).trim()]).toEqual([
        true,
        first,
        first,
      ]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses to invent a secret in production", () => {
    const config = { ...parseServerConfig({ ENVIRONMENT: "production", ...PRODUCTION }), jwtSecret: undefined };
    expect(() => loadJwtSecret(config)).toThrow("JWT_SECRET is required in production");
  });
});
