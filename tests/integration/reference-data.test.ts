import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATIC_FILES, type StaticListName } from "../../adapters/api-contract/reference-data.schema";
import { createReferenceDataClient } from "../support/wire-clients/reference-data.client";
import { STATIC_CACHE_CONTROL } from "../../adapters/server/routes/reference-data.routes";
import { loadReferenceData } from "../../adapters/reference-data/reference-data";
import { HIGH_RISK_LEVEL, NO_COMPANY_OCCUPATIONS, DETAIL_REQUIRED_OCCUPATIONS } from "../../core/kyc/kyc-constants";
import { enabledCountryByNationality, isHighRisk } from "../../core/kyc/reference";
import { startTestServer, type TestServer } from "./server-harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const names = Object.keys(STATIC_FILES) as StaticListName[];
const get = (file: string, headers: Record<string, string> = {}) => server.app.inject({ method: "GET", url: `/v1/api/static/${file}`, headers });

describe("static reference files", () => {
  it.each(names)("serves %s publicly with cache headers, an ETag and content its schema accepts", async (name) => {
    const answer = await get(STATIC_FILES[name].file);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe(STATIC_CACHE_CONTROL);
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(answer.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(STATIC_FILES[name].schema.safeParse(answer.json()).success).toBe(true);
  });

  it("answers 304 with no body when the client's ETag is current", async () => {
    const first = await get("countries.json");
    const again = await get("countries.json", { "if-none-match": String(first.headers.etag) });
    expect([again.statusCode, again.body]).toEqual([304, ""]);
    expect((await get("countries.json", { "if-none-match": '"stale"' })).statusCode).toBe(200);
  });

  it.each(["nope.json", "..%2Fserver-deps.ts", "reference-data.ts", "SOURCES.md"])("answers 404 for %s", async (file) => {
    expect((await get(file)).statusCode).toBe(404);
  });

  it("reads every list through the typed client with the static timeout", async () => {
    const provinces = (await createReferenceDataClient(server.client).get("provincesInThailand"))._unsafeUnwrap();
    expect(provinces).toHaveLength(77);
  });
});

describe("reference data content", () => {
  const data = loadReferenceData();

  it("lists the 77 provinces, each with postcodes, and only real five-digit codes", () => {
    const keys = new Set(data.kyc.provinces.map((p) => p.key));
    expect(keys.size).toBe(77);
    expect(new Set(data.postcodes.map((p) => p.province))).toEqual(keys);
    expect(data.postcodes.every((p) => /^[1-9]\d{4}$/.test(p.postcode))).toBe(true);
    expect(data.postcodes).toContainEqual({ postcode: "10110", city: "คลองเตย", cityEn: "Khlong Toei", province: "BANGKOK" });
    expect(data.postcodes).toContainEqual({ postcode: "38000", city: "เมืองบึงกาฬ", cityEn: "Mueang Bueng Kan", province: "BUENG_KAN" });
    // Every district has one English name, whatever postcode it is listed under.
    const names = new Map<string, Set<string | undefined>>();
    for (const p of data.postcodes) names.set(`${p.province}|${p.city}`, (names.get(`${p.province}|${p.city}`) ?? new Set()).add(p.cityEn));
    expect([...names.values()].every((set) => set.size === 1 && ![...set].includes(undefined))).toBe(true);
    expect(names.size).toBe(927);
  });

  it("keeps Thai enabled and the FATF black-listed nationalities disabled", () => {
    expect(enabledCountryByNationality(data.kyc, "Thai")?.en_short_name).toBe("Thailand");
    expect(enabledCountryByNationality(data.kyc, "Iranian")).toBeUndefined();
    expect(data.fatfCountries.filter((c) => c.type === "superBlackList").map((c) => c.en_short_name)).toEqual(["Iran", "Korea (Democratic People's Republic)", "Myanmar"]);
    expect(new Set(data.kyc.countries.map((c) => c.nationality)).size).toBe(data.kyc.countries.length);
  });

  it("has one entry per ISO 3166-1 code (249) and the FATF grey list of the June 2026 statement", () => {
    expect(new Set(data.kyc.countries.map((c) => c.en_short_name)).size).toBe(249);
    // FATF "Jurisdictions under Increased Monitoring", 19 June 2026 (see static/SOURCES.md).
    expect(data.fatfCountries.filter((c) => c.type === "greyList").map((c) => c.en_short_name)).toEqual([
      "Angola", "Bolivia", "Bosnia and Herzegovina", "Bulgaria", "Cameroon", "Congo (Democratic Republic)", "Côte d'Ivoire",
      "Haiti", "Iraq", "Kenya", "Kuwait", "Lao People's Democratic Republic", "Lebanon", "Monaco", "Nepal", "Papua New Guinea",
      "South Sudan", "Syrian Arab Republic", "Venezuela", "Viet Nam", "Virgin Islands (British)", "Yemen",
    ]);
    expect(data.kyc.countries.filter((c) => c.disabled).map((c) => c.en_short_name)).toEqual(["Iran", "Korea (Democratic People's Republic)", "Myanmar"]);
  });

  it("lists the occupations the KYC rules name, with labels in both languages and high-risk ones", () => {
    const keys = data.kyc.occupations.map((o) => o.key);
    expect(keys).toEqual(expect.arrayContaining([...NO_COMPANY_OCCUPATIONS, ...DETAIL_REQUIRED_OCCUPATIONS]));
    expect(data.kyc.occupations.some((o) => isHighRisk(data.kyc.occupations, o.key) && o.riskLevel === HIGH_RISK_LEVEL)).toBe(true);
    expect(data.kyc.businessTypes.some((b) => b.riskLevel === HIGH_RISK_LEVEL)).toBe(true);
    for (const list of [data.kyc.occupations, data.kyc.businessTypes, data.kyc.averageIncomes]) {
      expect(list.every((o) => Boolean(o.label?.en) && Boolean(o.label?.th))).toBe(true);
    }
  });
});
