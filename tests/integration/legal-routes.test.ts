import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountApi } from "../../adapters/http-client/account.api";
import { createLegalApi } from "../../adapters/http-client/legal.api";
import { CURRENT_LEGAL_VERSIONS } from "../../adapters/legal/legal-documents";
import type { MarketServerDeps } from "../../adapters/server/market-deps";
import { missingTradeRequirements } from "../../core/account/eligibility";
import { traderProfileOf } from "../../core/account/user";
import { LEGAL_DOCUMENT_KINDS } from "../../core/legal/legal-document.schema";
import { signInTestUser, startTestServer, TEST_CAPTCHA_TOKEN, type TestServer } from "./server-harness";

/** A market of which the legal routes read only the chain and the deployment's venues. */
const market = { network: { chainId: 31337, venues: [{ proxyIndex: 0, name: "Uniswap V2" }, { proxyIndex: 1, name: "KUL AMM" }] } } as unknown as MarketServerDeps;
const NEW_TERMS = { terms: "9.0", privacy: CURRENT_LEGAL_VERSIONS.privacy };

let server: TestServer;
let bare: TestServer;
let renewed: TestServer;

beforeAll(async () => {
  [server, bare, renewed] = await Promise.all([
    startTestServer({ deps: { market }, config: { financialStatementsUrl: "https://investors.example.com/annual-report" } }),
    startTestServer(),
    // The same product after a new terms version was published.
    startTestServer({ deps: { legalVersions: NEW_TERMS } }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), bare?.close(), renewed?.close()]);
});

const signedIn = async (on: TestServer) => {
  const { user, token } = await signInTestUser(on.deps, { kycStatus: "APPROVED", suitabilityTestPoint: 30, knowledgeTestPoint: 8 });
  return { user, account: createAccountApi(on.clientWithToken(token)) };
};

describe("GET /legal/disclosures", () => {
  it("lists every published document, the deployment's venues as the connected exchanges and the financial statements link", async () => {
    const disclosures = (await createLegalApi(server.client).disclosures())._unsafeUnwrap();
    expect(disclosures.documents.map((d) => d.kind)).toEqual([...LEGAL_DOCUMENT_KINDS]);
    expect(disclosures.documents.find((d) => d.kind === "terms")).toMatchObject({ version: CURRENT_LEGAL_VERSIONS.terms });
    expect([disclosures.network, disclosures.connectedExchanges, disclosures.financialStatementsUrl]).toEqual([
      { chainId: 31337, name: "KUL Swap local (Hardhat)" },
      [
        { name: "Uniswap V2", tradingProxyIndex: 0 },
        { name: "KUL AMM", tradingProxyIndex: 1 },
      ],
      "https://investors.example.com/annual-report",
    ]);
  });

  it("answers without a chain or a financial statements page: no exchanges and no link", async () => {
    const disclosures = (await createLegalApi(bare.client).disclosures())._unsafeUnwrap();
    expect([disclosures.network, disclosures.connectedExchanges, disclosures.financialStatementsUrl]).toEqual([null, [], null]);
  });
});

describe("accepting the legal documents", () => {
  it("records the versions a registration accepted, and when", async () => {
    const email = `legal-${Date.now()}@example.com`;
    const api = createAccountApi(server.client);
    const before = Date.now();
    (await api.register({ email, password: "Legal#2026x", isSubscribeNews: false, acceptedTerms: true, language: "th", captchaToken: TEST_CAPTCHA_TOKEN }))._unsafeUnwrap();
    const login = (await api.logIn({ email, password: "Legal#2026x", rememberMe: false, captchaToken: TEST_CAPTCHA_TOKEN }))._unsafeUnwrap();
    if (login.kind !== "SESSION") throw new Error("2FA is off for a new account");
    const profile = (await createAccountApi(server.clientWithToken(login.accessToken)).profile())._unsafeUnwrap();
    expect(profile.legal).toEqual({ current: CURRENT_LEGAL_VERSIONS, accepted: { ...CURRENT_LEGAL_VERSIONS, acceptedAt: expect.any(Number) } });
    expect(profile.legal.accepted!.acceptedAt).toBeGreaterThanOrEqual(before);
  });

  it("records the older versions a register page showed, and the account is then asked to accept the current ones", async () => {
    const email = `legal-old-${Date.now()}@example.com`;
    const api = createAccountApi(server.client);
    const shown = { terms: "0.9", privacy: "0.9" };
    (await api.register({ email, password: "Legal#2026x", isSubscribeNews: false, acceptedTerms: true, legalVersions: shown, language: "en", captchaToken: TEST_CAPTCHA_TOKEN }))._unsafeUnwrap();
    const login = (await api.logIn({ email, password: "Legal#2026x", rememberMe: false, captchaToken: TEST_CAPTCHA_TOKEN }))._unsafeUnwrap();
    if (login.kind !== "SESSION") throw new Error("2FA is off for a new account");
    const profile = (await createAccountApi(server.clientWithToken(login.accessToken)).profile())._unsafeUnwrap();
    expect(profile.legal.accepted).toMatchObject(shown);
    expect(missingTradeRequirements(traderProfileOf(profile))).toContain("ACCEPT_TERMS");
  });

  it("asks a trader to accept again after a new terms version, and lets the trader trade once accepted", async () => {
    const { user, account } = await signedIn(renewed);
    await renewed.deps.storage.legalAcceptances.add({ id: `${user.id}-1`, userId: user.id, ...CURRENT_LEGAL_VERSIONS, acceptedAt: 1 });
    const before = (await account.profile())._unsafeUnwrap();
    expect(missingTradeRequirements(traderProfileOf(before))).toEqual(["ACCEPT_TERMS"]);

    const legal = (await account.acceptLegalDocuments(NEW_TERMS))._unsafeUnwrap();
    expect(legal).toEqual({ current: NEW_TERMS, accepted: { ...NEW_TERMS, acceptedAt: expect.any(Number) } });
    const after = (await account.profile())._unsafeUnwrap();
    expect(missingTradeRequirements(traderProfileOf(after))).toEqual([]);
  });

  it("refuses versions other than the ones in force with 409 LEGAL_VERSION_OUTDATED, and records nothing", async () => {
    const { user, account } = await signedIn(renewed);
    const result = await account.acceptLegalDocuments(CURRENT_LEGAL_VERSIONS);
    expect(result._unsafeUnwrapErr()).toMatchObject({ status: 409, code: "LEGAL_VERSION_OUTDATED" });
    expect(await renewed.deps.storage.legalAcceptances.latestForUser(user.id)).toEqual(expect.objectContaining({ value: null }));
  });

  it.each([
    ["a malformed version", { terms: "one", privacy: "1.0" }, 400],
    ["no privacy version", { terms: "1.0" }, 400],
  ])("answers %s with 400", async (_case, body, status) => {
    const { token } = await signInTestUser(server.deps);
    const answer = await server.app.inject({ method: "PUT", url: "/v1/api/user/legal-acceptance", headers: { authorization: `Bearer ${token}` }, payload: body });
    expect(answer.statusCode).toBe(status);
  });

  it("answers 401 without a session", async () => {
    const result = await createAccountApi(server.client).acceptLegalDocuments(CURRENT_LEGAL_VERSIONS);
    expect(result._unsafeUnwrapErr()).toMatchObject({ status: 401, code: "UNAUTHORIZED" });
  });

  it.each([
    ["get", "/legal/disclosures"],
    ["put", "/user/legal-acceptance"],
  ])("documents %s %s in the OpenAPI document with a summary", async (method, route) => {
    const doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as { paths: Record<string, Record<string, { summary?: string; responses: object }>> };
    expect(doc.paths[route]?.[method]?.summary).toMatch(/\w+/);
    expect(doc.paths[route]?.[method]?.responses).toHaveProperty("default");
  });
});
