import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestWebConfig } from "../../../web/src/config/api-base";
import { createAppContainer, getService, loadRuntimeConfig } from "../../../web/src/app/container";
import { TOKENS } from "../../../web/src/lib/services/tokens";
import { apiBaseUrlOf, readBuildConfig } from "../../../web/src/config/runtime-config";
import { consentRecord, readConsent } from "../../../web/src/features/consent/model/consent-choice";
import { recordingAnalytics, routeChangeEvent } from "../../../web/src/lib/analytics/analytics.port";
import { createLoginPrompt } from "../../../web/src/lib/session/login-prompt";
import { memoryStore } from "../../../web/src/lib/session/key-value-store";
import { captchaToken } from "../../../web/src/lib/session/captcha";
import { createAccountProfileApi } from "../../../adapters/http-client/account-profile.api";
import { createApiClient } from "../../../adapters/http-client/api-client";
import { startTestServer, TEST_CAPTCHA_TOKEN, type TestServer } from "../../integration/server-harness";

describe("runtime config", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("uses the page's origin for the API unless VITE_API_BASE_URL says otherwise", () => {
    expect(apiBaseUrlOf({}, "http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000/v1/api");
    expect(apiBaseUrlOf({ VITE_API_BASE_URL: "https://api.kulswap.example/v1/api" }, "http://x")).toBe("https://api.kulswap.example/v1/api");
  });

  it("reads GET /config from the server, the WalletConnect project id included (none configured: null)", async () => {
    const config = await loadRuntimeConfig({}, server.origin);
    expect(config).toEqual({ apiBaseUrl: server.baseUrl, walletConnectProjectId: null, environment: "local", insider: false, chain: null, captchaTestToken: TEST_CAPTCHA_TOKEN, partnerPlatformUrl: null, learningArticles: {}, social: { google: null, facebook: null } });
    expect(await captchaToken(config)).toEqual({ ok: true, token: TEST_CAPTCHA_TOKEN });
  });

  it("takes the WalletConnect project id from the server, never from the build", async () => {
    const projectId = "0123456789abcdef0123456789abcdef";
    const configured = await startTestServer({ config: { walletConnectProjectId: projectId } });
    try {
      const build = readBuildConfig({ VITE_WALLETCONNECT_PROJECT_ID: "fedcba9876543210fedcba9876543210" }, configured.origin);
      expect(build).toEqual({ apiBaseUrl: configured.baseUrl });
      expect(await loadRuntimeConfig({}, configured.origin, undefined, build)).toMatchObject({ walletConnectProjectId: projectId });
    } finally {
      await configured.close();
    }
  });

  it("reads the answer of a config request sent before the app's code ran", async () => {
    const early = requestWebConfig({}, server.origin);
    expect(await loadRuntimeConfig({}, server.origin, early)).toEqual(await loadRuntimeConfig({}, server.origin));
    const failed = requestWebConfig({}, "http://127.0.0.1:9");
    failed.catch(() => undefined);
    expect((await loadRuntimeConfig({}, "http://127.0.0.1:9", failed)).chain).toBeNull();
  });

  it("answers the first price-table call with the request sent before the app's code ran, and asks the server for the next", async () => {
    const config = await loadRuntimeConfig({}, server.origin);
    const asked: string[] = [];
    const counting: typeof fetch = (input, init) => {
      asked.push(new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url).pathname);
      return fetch(input, init);
    };
    // A visitor: no token cookie.
    const cookies = { get: () => null, set: () => undefined, remove: () => undefined };
    const profile = { chainId: 31337, usdThb: "35.5", takenAt: 1_767_225_600_000, tokens: [{ code: "ETH", name: "Ether", address: "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", decimal: 18, decimals: 18, price: "3000", change: 1.25 }] };
    const early = Promise.resolve(new Response(JSON.stringify(profile), { headers: { "content-type": "application/json" } }));
    const market = getService(createAppContainer(config, { storage: memoryStore(), cookies, fetch: counting, earlyAssetProfile: early }), TOKENS.MarketApi);
    const first = await market.assetProfile();
    expect(first._unsafeUnwrap()).toEqual({ chainId: 31337, usdThb: "35.5", takenAt: 1_767_225_600_000, tokens: [{ code: "ETH", name: "Ether", address: "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", decimals: 18, price: "3000", change: 1.25 }] });
    expect(asked).toEqual([]);
    // Past the shared window the next call is the server's (this one has no chain: a refusal).
    const direct = await getService(createAppContainer(config, { storage: memoryStore(), cookies }), TOKENS.MarketApi).assetProfile();
    expect(direct.isErr()).toBe(true);
  });

  it("asks the server again when the early answer failed or does not match the schema, and reports the server's answer", async () => {
    const config = await loadRuntimeConfig({}, server.origin);
    const cookies = { get: () => null, set: () => undefined, remove: () => undefined };
    const direct = await getService(createAppContainer(config, { storage: memoryStore(), cookies }), TOKENS.MarketApi).assetProfile();
    const earlies = [
      () => Promise.resolve(new Response(JSON.stringify({ chainId: "not a number" }))),
      () => Promise.resolve(new Response("{}", { status: 503 })),
      () => Promise.resolve(new Response("not json")),
      () => Promise.reject(new TypeError("Failed to fetch")),
    ];
    for (const sent of earlies) {
      const early = sent();
      const asked: string[] = [];
      const counting: typeof fetch = (input, init) => (asked.push(String(input)), fetch(input, init));
      const market = getService(createAppContainer(config, { storage: memoryStore(), cookies, fetch: counting, earlyAssetProfile: early }), TOKENS.MarketApi);
      const answer = await market.assetProfile();
      expect(answer.isErr() ? answer.error.code : "ok").toBe(direct.isErr() ? direct.error.code : "ok");
      expect(asked).toEqual([`${server.baseUrl}/assets/profile`]);
    }
  });

  it("takes the build's part read beforehand, as the boot steps do, and rejects an empty build value", async () => {
    const build = readBuildConfig({ VITE_API_BASE_URL: `${server.origin}/v1/api` }, "http://127.0.0.1:9");
    expect(build).toEqual({ apiBaseUrl: server.baseUrl });
    expect(await loadRuntimeConfig({}, server.origin, undefined, build)).toMatchObject({ apiBaseUrl: server.baseUrl, environment: "local" });
    expect(() => readBuildConfig({ VITE_API_BASE_URL: "" }, server.origin)).toThrow();
  });

  it("still starts (no chain, no captcha) when the server cannot be reached", async () => {
    const config = await loadRuntimeConfig({}, "http://127.0.0.1:9");
    expect(config).toEqual({ apiBaseUrl: "http://127.0.0.1:9/v1/api", walletConnectProjectId: null, environment: "production", insider: false, chain: null, captchaTestToken: null, partnerPlatformUrl: null, learningArticles: {}, social: { google: null, facebook: null } });
    expect(await captchaToken(config)).toEqual({ ok: false, code: "CAPTCHA_UNAVAILABLE" });
  });

  it("records a cookie-consent answer the server accepts, all categories on Accept and only essential on Reject", async () => {
    const profile = createAccountProfileApi(createApiClient({ baseUrl: server.baseUrl, getToken: () => null }));
    const allow = (await profile.recordCookieConsent(consentRecord("allow", "We use cookies", "http://127.0.0.1/", "test-agent")))._unsafeUnwrap();
    expect(allow.consents).toEqual({ analytics: true, essential: true, marketing: true, personalization: true, uncategorized: true });
    const deny = (await profile.recordCookieConsent(consentRecord("deny", "We use cookies", "http://127.0.0.1/", "test-agent")))._unsafeUnwrap();
    expect(deny.consents).toEqual({ analytics: false, essential: true, marketing: false, personalization: false, uncategorized: false });
  });
});

describe("the stored cookie-consent answer", () => {
  it("is read back only when well formed", () => {
    expect(readConsent(JSON.stringify({ action: "deny", at: 5 }))).toEqual({ action: "deny", at: 5 });
    for (const raw of [null, "", "{", JSON.stringify({ action: "maybe", at: 5 }), JSON.stringify({ action: "allow" })]) expect(readConsent(raw)).toBeNull();
  });
});

describe("analytics on route changes", () => {
  it("fires the onboarding event only when the route name changes", () => {
    const analytics = recordingAnalytics();
    let previous: string | null = null;
    for (const name of ["Exchange", "Exchange", "Login", "Login", "Exchange"]) {
      const event = routeChangeEvent(previous, name);
      previous = name;
      if (event) analytics.track(event);
    }
    expect(analytics.events).toEqual([
      { name: "onboarding_route_change", properties: { from: null, to: "Exchange" } },
      { name: "onboarding_route_change", properties: { from: "Exchange", to: "Login" } },
      { name: "onboarding_route_change", properties: { from: "Login", to: "Exchange" } },
    ]);
  });
});

describe("the login prompt", () => {
  it("runs the waiting action after a login, and the cancel action when closed without one", () => {
    const prompt = createLoginPrompt();
    const calls: string[] = [];
    const seen: boolean[] = [];
    prompt.subscribe(() => seen.push(prompt.current() !== null));
    prompt.open({ onLoggedIn: () => calls.push("retry exchange"), onCancel: () => calls.push("cancelled") });
    prompt.close(true);
    prompt.open({ onLoggedIn: () => calls.push("second"), onCancel: () => calls.push("cancelled") });
    prompt.close(false);
    expect(calls).toEqual(["retry exchange", "cancelled"]);
    expect(seen).toEqual([true, false, true, false]);
  });
});

describe("the memory key-value store", () => {
  it("gets, sets and removes", () => {
    const store = memoryStore({ "user-lang": "th" });
    expect(store.get("user-lang")).toBe("th");
    store.set("user-lang", "en");
    expect(store.get("user-lang")).toBe("en");
    store.remove("user-lang");
    expect(store.get("user-lang")).toBeNull();
  });
});
