import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { ok } from "neverthrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KycStatus } from "../../../core/account/user";
import { newUser, T0 } from "../../../tests/conformance/account-storage-context";
import { MIGRATIONS_FOLDER } from "./migrate";
import { createSqlAccountStorage } from "./sql-account-storage";
import type { SqlDb } from "./sql-errors";

const TAG = "0010_kyc_identities";
let client: PGlite;
let folder: string;
const storage = () => createSqlAccountStorage(drizzle({ client }) as unknown as SqlDb);

/** The migrations before one identity, one account: the journal cut just before it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "kul-migrations-"));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag)) }));
  return dir;
}

async function legacyAccount(kycStatus: KycStatus, form: Record<string, string>, submittedAt: number, paid = false): Promise<string> {
  const s = storage();
  const user = (await s.users.create(newUser({ kycStatus }), T0))._unsafeUnwrap();
  (await s.kyc.saveSubmission({ userId: user.id, customerType: "Personal", form, submittedAt, reviewedAt: null, reviewedBy: null, verificationLog: [] }))._unsafeUnwrap();
  if (paid) (await s.rewards.grant({ userId: user.id, name: "KYCApproved", amount: 500n, isOpenCongratsModal: false, createdAt: submittedAt + 1 }))._unsafeUnwrap();
  return user.id;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  client = new PGlite();
  folder = migrationsBefore(TAG);
  await migrate(drizzle({ client }), { migrationsFolder: folder });
  // Submissions kept before the rule: one ID card on three accounts (one approved and paid), a passport, a rejected account.
  ids.verifyingFirst = await legacyAccount("VERIFYING", { typeOfCard: "ID Card", identificationId: "1103702071811" }, T0 + 1);
  ids.approved = await legacyAccount("APPROVED", { typeOfCard: "ID Card", identificationId: "1-1037-02071-81-1" }, T0 + 2, true);
  ids.rejected = await legacyAccount("REJECTED", { typeOfCard: "ID Card", identificationId: "3100600000005" }, T0 + 3);
  ids.passport = await legacyAccount("VERIFYING", { typeOfCard: "Passport", identificationId: "aa 123", nationality: " Japanese " }, T0 + 4);
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
}, 60_000);
afterAll(async () => {
  await client?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe(`migration ${TAG} on data kept before it`, () => {
  it("gives each identity to one account that is not REJECTED, the approved one first, keeping its reward", async () => {
    const kyc = storage().kyc;
    const other = (await storage().users.create(newUser(), T0))._unsafeUnwrap();
    expect(await kyc.claimIdentity({ identityKey: "ID_CARD:1103702071811", userId: other.id, at: T0 + 9 })).toEqual(ok(ids.approved));
    expect(await kyc.rewardIdentity({ identityKey: "ID_CARD:1103702071811", userId: ids.approved!, at: T0 + 9 })).toEqual(ok(false));
    expect(await kyc.claimIdentity({ identityKey: "PASSPORT:JAPANESE:AA123", userId: other.id, at: T0 + 9 })).toEqual(ok(ids.passport));
    expect(await kyc.claimIdentity({ identityKey: "ID_CARD:3100600000005", userId: other.id, at: T0 + 9 })).toEqual(ok(null));
  });

  it("lists the holders as users of their identity, and keeps every submission", async () => {
    const kyc = storage().kyc;
    expect((await kyc.listIdentityUses("ID_CARD:1103702071811"))._unsafeUnwrap().map((u) => u.userId)).toEqual([ids.approved]);
    for (const id of Object.values(ids)) expect((await kyc.findSubmission(id))._unsafeUnwrap()).not.toBeNull();
  });
});
