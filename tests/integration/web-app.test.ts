import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webConfigResponseSchema } from "../../adapters/api-contract/web-config.schema";
import { buildServer } from "../../adapters/server/app";
import { parseServerConfig } from "../../adapters/server/config";
import { marketFromDeployment, wireMarket } from "../../adapters/server/market-deps";
import { findWebDist, indexFileFor, inlineScriptHashes, webAppCsp, webDistDirFromEnv } from "../../adapters/server/routes/web-app.routes";
import { createMemoryPriceSnapshots } from "../../adapters/storage/memory/memory-price-snapshots";
import { writeDeployment } from "../../contracts/deploy";
import { hardhatEnv } from "../conformance/hardhat-env";
import { createTestDeps, testConfig, TEST_CAPTCHA_TOKEN } from "./server-harness";

const INDEX = "<!doctype html><html><body><div id=root></div><script type=module src=/assets/app-abc123.js></script></body></html>";
const INDEX_TH = INDEX.replace("<html>", '<html lang="th">');
const ASSET = "console.log('kul');";
/** A project id of the shape dashboard.reown.com gives (32 hexadecimal characters). */
const WALLETCONNECT_PROJECT_ID = "0123456789abcdef0123456789abcdef";

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("no TCP address");
  return `http://127.0.0.1:${address.port}`;
}

describe("the API server serving the built web app", () => {
  let dir: string;
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "kul-web-app-"));
    const dist = path.join(dir, "dist");
    await mkdir(path.join(dist, "assets"), { recursive: true });
    await writeFile(path.join(dist, "index.html"), INDEX);
    await writeFile(path.join(dist, "index.th.html"), INDEX_TH);
    await writeFile(path.join(dist, "assets", "app-abc123.js"), ASSET);
    await writeFile(path.join(dist, "assets", "app-abc123.js.br"), brotliCompressSync(Buffer.from(ASSET)));
    await writeFile(path.join(dist, "assets", "app-abc123.js.gz"), gzipSync(Buffer.from(ASSET)));
    await writeFile(path.join(dir, "secret.txt"), "outside dist");
    const config = testConfig(path.join(dir, "data"), { rpcUrl: "http://127.0.0.1:9" });
    app = await buildServer(createTestDeps(config), config, { webDistDir: dist });
    origin = await listen(app);
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("serves index.html at / with no-cache and a CSP that allows the RPC node", async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-security-policy")).toBe(webAppCsp({ rpcUrl: "http://127.0.0.1:9", production: false }));
    expect(response.headers.get("content-security-policy")).toContain("connect-src 'self' http://127.0.0.1:9;");
    expect(await response.text()).toBe(INDEX);
  });

  it("allows no WalletConnect host without a project id: the page talks to itself and the RPC node only", async () => {
    const csp = (await fetch(`${origin}/`)).headers.get("content-security-policy") ?? "";
    expect(directives(csp)).toEqual({
      "default-src": ["'self'"],
      "base-uri": ["'self'"],
      "object-src": ["'none'"],
      "frame-ancestors": ["'self'"],
      "script-src": ["'self'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:", "https:"],
      "font-src": ["'self'", "data:"],
      "connect-src": ["'self'", "http://127.0.0.1:9"],
      "frame-src": ["'self'"],
    });
    expect(csp).not.toMatch(/walletconnect|web3modal|reown|\*/);
  });

  it("sends the Thai page to a browser whose first language is Thai, and says the page varies with it", async () => {
    const page = async (acceptLanguage?: string, urlPath = "/") => {
      const response = await fetch(`${origin}${urlPath}`, { headers: acceptLanguage === undefined ? {} : { "accept-language": acceptLanguage } });
      expect(response.headers.get("vary")).toMatch(/accept-language/i);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      return response.text();
    };
    expect(await page("th-TH,th;q=0.9,en;q=0.8")).toBe(INDEX_TH);
    expect(await page("th", "/trade-history")).toBe(INDEX_TH);
    expect(await page("en-US,en;q=0.9,th;q=0.8")).toBe(INDEX);
    expect(await page()).toBe(INDEX);
    // Asked by name, the Thai file is still chosen by language like the page itself.
    expect(await page("en", "/index.th.html")).toBe(INDEX);
  });

  it("allows a page's inline scripts by their sha256 hash, and no other inline script", () => {
    const script = "document.documentElement.dataset.theme='dark'";
    const html = `<head><script>${script}</script><script type="module" src="/assets/app.js"></script></head>`;
    // echo -n "$script" | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes(html)).toEqual(["'sha256-4GCtlRIa5/po6BIm3cLw/p4RvTTtjKhicVUkjPlNp/s='"]);
    expect(inlineScriptHashes(INDEX)).toEqual([]);
    expect(webAppCsp({ rpcUrl: "http://127.0.0.1:9", production: false, scriptHashes: inlineScriptHashes(html) })).toContain(
      "script-src 'self' 'sha256-4GCtlRIa5/po6BIm3cLw/p4RvTTtjKhicVUkjPlNp/s=';",
    );
  });

  it("chooses the page file by the first language only, and never a Thai file the build did not write", () => {
    expect(indexFileFor("th-TH", true)).toBe("index.th.html");
    expect(indexFileFor(" th ;q=1, en", true)).toBe("index.th.html");
    expect(indexFileFor("en-GB, th", true)).toBe("index.html");
    expect(indexFileFor("", true)).toBe("index.html");
    expect(indexFileFor(undefined, true)).toBe("index.html");
    expect(indexFileFor("th-TH", false)).toBe("index.html");
  });

  it("answers a deep link (and its query) with index.html so the router can show the page", async () => {
    for (const deepLink of ["/trade-history", "/register/status?opts=facebookNoEmail", "/confirm-email?code=abc&email=a%40b.co", "/no/such/page"]) {
      const response = await fetch(`${origin}${deepLink}`);
      expect(response.status, deepLink).toBe(200);
      expect(await response.text(), deepLink).toBe(INDEX);
    }
  });

  it("serves built assets with their type and a one-year immutable cache", async () => {
    const response = await fetch(`${origin}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(ASSET);
  });

  it("sends the build's precompressed twin the browser accepts, and the plain file otherwise", async () => {
    for (const [acceptEncoding, encoding] of [["br, gzip", "br"], ["gzip", "gzip"], ["identity", null]] as const) {
      const response = await app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": acceptEncoding } });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers["content-encoding"] ?? null, acceptEncoding).toBe(encoding);
      const body = encoding === "br" ? brotliDecompressSync(response.rawPayload) : encoding === "gzip" ? gunzipSync(response.rawPayload) : response.rawPayload;
      expect(body.toString("utf8"), acceptEncoding).toBe(ASSET);
    }
    // The twins are not addressable by name: the SPA answers instead.
    expect((await app.inject({ method: "GET", url: "/assets/app-abc123.js.br" })).body).toBe(INDEX);
  });

  it("never serves files outside the dist folder", async () => {
    for (const attempt of ["/../secret.txt", "/%2e%2e/secret.txt", "/assets/%2e%2e/%2e%2e/secret.txt", "/..%2fsecret.txt"]) {
      const text = await (await fetch(`${origin}${attempt}`)).text();
      expect(text, attempt).not.toContain("outside dist");
    }
  });

  it("keeps the API's JSON 404 for unknown API paths", async () => {
    for (const apiPath of ["/v1/api/no-such-route", "/v1/api"]) {
      const response = await fetch(`${origin}${apiPath}`);
      expect(response.status, apiPath).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ code: "NOT_FOUND", message: expect.any(String) });
    }
  });

  it("still answers API routes", async () => {
    const response = await fetch(`${origin}/v1/api/health`);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("gives the web app its config: no chain when the market is off, the captcha test token outside production", async () => {
    const body = webConfigResponseSchema.parse(await (await fetch(`${origin}/v1/api/config`)).json());
    expect(body).toEqual({ environment: "local", insider: false, chain: null, captchaTestToken: TEST_CAPTCHA_TOKEN, partnerPlatformUrl: null, learningArticles: {}, walletConnectProjectId: null, social: { google: null, facebook: null } });
  });
});

/** A CSP header as its directives, each with its sources in order. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(csp.split(";").map((part) => part.trim().split(/\s+/)).map(([name = "", ...sources]) => [name, sources]));
}

describe("the CSP of a server with a WalletConnect project id", () => {
  it("allows the wallet modal's API, relay, Verify frame and fonts, each by its own name, and nothing more", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "kul-web-csp-"));
    const dist = path.join(dir, "dist");
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, "index.html"), INDEX);
    const config = testConfig(path.join(dir, "data"), { rpcUrl: "http://127.0.0.1:9", walletConnectProjectId: WALLETCONNECT_PROJECT_ID });
    const app = await buildServer(createTestDeps(config), config, { webDistDir: dist });
    try {
      const csp = (await app.inject({ method: "GET", url: "/" })).headers["content-security-policy"];
      expect(typeof csp).toBe("string");
      const withWc = directives(String(csp));
      const without = directives(webAppCsp({ rpcUrl: "http://127.0.0.1:9", production: false }));
      expect(withWc).toEqual({
        ...without,
        "font-src": ["'self'", "data:", "https://fonts.reown.com"],
        "connect-src": [
          "'self'",
          "http://127.0.0.1:9",
          "https://api.web3modal.org",
          "wss://relay.walletconnect.org",
          "wss://relay.walletconnect.com",
          "https://verify.walletconnect.org",
          "https://verify.walletconnect.com",
        ],
        "frame-src": ["'self'", "https://verify.walletconnect.org", "https://verify.walletconnect.com"],
      });
      // The only wildcard is the one images had before (https: for providers' profile pictures).
      expect(String(csp)).not.toContain("*");
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses a project id that is not one, naming the variable", () => {
    expect(() => parseServerConfig({ ENVIRONMENT: "local", WALLETCONNECT_PROJECT_ID: "my-project" })).toThrow(/WALLETCONNECT_PROJECT_ID must be the 32 hexadecimal characters/);
    expect(parseServerConfig({ ENVIRONMENT: "local", WALLETCONNECT_PROJECT_ID: ` ${WALLETCONNECT_PROJECT_ID} ` }).walletConnectProjectId).toBe(WALLETCONNECT_PROJECT_ID);
    expect(parseServerConfig({ ENVIRONMENT: "local", WALLETCONNECT_PROJECT_ID: "" }).walletConnectProjectId).toBeUndefined();
  });
});

describe("where the built app is looked for", () => {
  it("finds the repository's web/dist from source and from the CLI bundle folder, and honours WEB_DIST_DIR", () => {
    const repoDist = path.resolve("web/dist");
    expect(findWebDist(path.resolve("adapters/server/routes"))).toBe(repoDist);
    expect(findWebDist(path.resolve("dist/cli"))).toBe(repoDist);
    expect(webDistDirFromEnv({})).toBe(repoDist);
    expect(webDistDirFromEnv({ WEB_DIST_DIR: "/srv/kul/web" })).toBe("/srv/kul/web");
  });
});

describe("GET /config with a chain", () => {
  it("names the chain, its RPC URL, router and batch reader from the deployment file, hides the test token in production, and sends the partner platform and article links", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "kul-web-config-"));
    // A real deployment on an in-process Hardhat chain, written where the server reads deployment files.
    const deploymentsDir = path.join(dir, "deployments");
    const { deployment } = await hardhatEnv();
    writeDeployment(deploymentsDir, deployment);
    const { network, router, pools } = marketFromDeployment(deployment);
    const clock = { now: () => Date.now() };
    const config = testConfig(dir, {
      rpcUrl: "http://127.0.0.1:9",
      deploymentsDir,
      environment: "production",
      recaptchaSecret: "test-recaptcha-secret",
      partnerPlatformUrl: "https://partner.example/kyc",
      learningArticles: { bitcoin_101: { th: "https://files.example/bitcoin-101.pdf", en: "https://files.example/bitcoin-101.mp4" } },
      walletConnectProjectId: WALLETCONNECT_PROJECT_ID,
      // Google fully configured; Facebook without its secret, so its tokens could not be verified: not offered.
      googleClientId: "kul.apps.googleusercontent.com",
      googleTokenInfoUrl: "https://oauth2.googleapis.com/tokeninfo",
      googleAuthUrl: "https://accounts.google.com/o/oauth2/v2/auth",
      facebookAppId: "100000000000001",
      facebookAppSecret: undefined,
      facebookGraphUrl: "https://graph.facebook.com",
      facebookAuthUrl: "https://www.facebook.com/v19.0/dialog/oauth",
    });
    const market = wireMarket({ rpcUrl: config.rpcUrl, router, network, pools, clock, snapshots: createMemoryPriceSnapshots() });
    const app = await buildServer(createTestDeps(config, { market }), config, { webDistDir: path.join(dir, "missing-dist") });
    try {
      const response = await app.inject({ method: "GET", url: "/v1/api/config" });
      expect(response.json()).toEqual({
        environment: "production",
        insider: false,
        chain: { chainId: 31337, name: "KUL Swap local (Hardhat)", rpcUrl: "http://127.0.0.1:9", router: deployment.router, batchReader: deployment.batchReader, explorerUrl: null },
        captchaTestToken: null,
        partnerPlatformUrl: "https://partner.example/kyc",
        learningArticles: { bitcoin_101: { th: "https://files.example/bitcoin-101.pdf", en: "https://files.example/bitcoin-101.mp4" } },
        walletConnectProjectId: WALLETCONNECT_PROJECT_ID,
        social: { google: { authUrl: "https://accounts.google.com/o/oauth2/v2/auth", clientId: "kul.apps.googleusercontent.com" }, facebook: null },
      });
      // Without a build the app path is a plain 404, not a crash.
      expect((await app.inject({ method: "GET", url: "/" })).statusCode).toBe(404);
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
