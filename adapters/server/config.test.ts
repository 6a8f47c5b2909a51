import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadJwtSecret, parseServerConfig } from "./config";

const SECRET = "s".repeat(40);

describe("parseServerConfig", () => {
  it("gives local defaults for an empty environment", () => {
    expect(parseServerConfig({})).toEqual({
      host: "127.0.0.1",
      port: 3000,
      databaseUrl: undefined,
      dataDir: ".data",
      jwtSecret: undefined,
      environment: "local",
      insider: false,
      webOrigin: "http://127.0.0.1:3000",
      corsOrigins: ["http://127.0.0.1:3000"],
      smtpUrl: undefined,
      mailFrom: "KUL Swap <no-reply@kulswap.local>",
      captchaTestToken: "kul-test-captcha",
      recaptchaSecret: undefined,
      recaptchaVerifyUrl: "https://www.google.com/recaptcha/api/siteverify",
      googleClientId: undefined,
      googleTokenInfoUrl: "https://oauth2.googleapis.com/tokeninfo",
      facebookAppId: undefined,
      facebookAppSecret: undefined,
      facebookGraphUrl: "https://graph.facebook.com",
      bodyLimitBytes: 1_048_576,
      avatarLimitBytes: 5_242_880,
      uploadLimitBytes: 10_485_760,
      logLevel: "info",
      rpcUrl: "http://127.0.0.1:8545",
      deploymentsDir: "./deployments",
      adminEmails: [],
      leaderboardCampaign: { startTimestamp: 1_610_298_000, endTimestamp: 1_612_976_399 },
      partnerPlatformUrl: undefined,
      learningArticles: {},
    });
  });

  it("reads the partner platform and the learning articles' links", () => {
    const config = parseServerConfig({
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
    [{ ENVIRONMENT: "production" }, "JWT_SECRET: JWT_SECRET is required in production\nRECAPTCHA_SECRET: RECAPTCHA_SECRET is required in production"],
  ])("fails on %j naming the variable", (env, expected) => {
    expect(() => parseServerConfig(env)).toThrow(expected);
  });

  it("accepts production with its secrets", () => {
    expect(parseServerConfig({ ENVIRONMENT: "production", JWT_SECRET: SECRET, RECAPTCHA_SECRET: "r" }).environment).toBe("production");
  });
});

describe("loadJwtSecret", () => {
  it("uses JWT_SECRET when set", () => {
    expect(loadJwtSecret(parseServerConfig({ JWT_SECRET: SECRET }))).toBe(SECRET);
  });

  it("generates a secret once in local and reads it back after a restart", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "kul-config-"));
    try {
      const config = parseServerConfig({ DATA_DIR: path.join(dataDir, "nested") });
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
    const config = { ...parseServerConfig({ ENVIRONMENT: "production", JWT_SECRET: SECRET, RECAPTCHA_SECRET: "r" }), jwtSecret: undefined };
    expect(() => loadJwtSecret(config)).toThrow("JWT_SECRET is required in production");
  });
});
