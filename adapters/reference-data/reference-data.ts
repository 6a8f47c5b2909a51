import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Country as FatfCountry } from "../../core/assessment/question-6-points";
import { type KycReference, type PostcodeEntry, kycReferenceSchema } from "../../core/kyc/reference";
import {
  STATIC_FILES,
  type KycTopicGroup,
  type StaticListName,
  type StaticLists,
  type VerifyTopic,
} from "../api-contract/reference-data.schema";

/** The folder holding the reference files (this file's own folder). */
export const REFERENCE_DATA_DIR = __dirname;
/** The same folder relative to the project root, for code bundled elsewhere (the CLI) that reads the files at run time. */
export const REFERENCE_DATA_PATH = "adapters/reference-data";

/** Every reference list the server's rules read, parsed and checked once. */
export type ReferenceData = Readonly<{
  /** What core/kyc validateKycForm / parseKycForm take as `reference`. */
  kyc: KycReference;
  /** Thai postcode, city (amphoe, in Thai) and province key for the address checks and suggestions. */
  postcodes: readonly PostcodeEntry[];
  /** Countries with their FATF list type, for suitability question 6. */
  fatfCountries: readonly FatfCountry[];
  kycTopics: readonly KycTopicGroup[];
  verifyTopics: readonly VerifyTopic[];
}>;

/** One static file as served: the exact bytes and a strong ETag of them. */
export type StaticFile = Readonly<{ body: Buffer; etag: string }>;

/** Reads one static file's bytes and ETag. */
export function readStaticFile(name: StaticListName, dir = REFERENCE_DATA_DIR): StaticFile {
  const body = readFileSync(path.join(dir, STATIC_FILES[name].file));
  return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
}

function parseList<K extends StaticListName>(name: K, dir: string): StaticLists[K] {
  const parsed = STATIC_FILES[name].schema.safeParse(JSON.parse(readStaticFile(name, dir).body.toString("utf8")));
  // The files ship with the server: a bad one is a build fault, so fail at start.
  if (!parsed.success) throw new Error(`static/${STATIC_FILES[name].file} is invalid: ${parsed.error.message}`);
  return parsed.data as StaticLists[K];
}

/** Reads and validates every list of `dir` (no cache: tests may point at their own folder). */
export function readReferenceData(dir = REFERENCE_DATA_DIR): ReferenceData {
  const countries = parseList("countries", dir);
  return {
    kyc: kycReferenceSchema.parse({
      countries,
      provinces: parseList("provincesInThailand", dir),
      occupations: parseList("occupationList", dir),
      businessTypes: parseList("businessList", dir),
      averageIncomes: parseList("averageIncomeList", dir),
    }),
    postcodes: parseList("thaiPostcodes", dir),
    fatfCountries: countries.map((c) => ({ en_short_name: c.en_short_name, type: c.type })),
    kycTopics: parseList("kycTopicsList", dir),
    verifyTopics: parseList("verifyTopicsList", dir),
  };
}

let cached: ReferenceData | undefined;

/**
 * The shipped reference data, read once per process.
 * @example const { kyc, postcodes } = loadReferenceData(); validateKycForm(form, { reference: kyc, today });
 */
export function loadReferenceData(): ReferenceData {
  cached ??= readReferenceData();
  return cached;
}
