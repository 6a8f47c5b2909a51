import { err, ok } from "neverthrow";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { KycStatus } from "../../core/account/user";
import type { AccountStorage } from "../../core/ports/account-storage.port";
import { T0, newUser, unwrap, type OpenStorage, type StorageFixture } from "./account-storage-context";

const ID_CARD = "ID_CARD:1103702071811";
const PASSPORT = "PASSPORT:JAPANESE:AA1234567";

/**
 * One identity, one account, in every KycRepositoryPort (memory, PGlite, PostgreSQL): a claim
 * moves only from a REJECTED holder, concurrent claims let at most one pass, refused attempts are
 * listed for the operators, and the KYC reward is marked paid once per identity.
 */
export function describeKycIdentityStorage(name: string, open: OpenStorage): void {
  describe(`KYC identities on ${name}`, () => {
    let fixture: StorageFixture;
    let current: AccountStorage;
    const kyc = () => current.kyc;
    const user = async (kycStatus: KycStatus = "UNVERIFIED") => unwrap(await current.users.create(newUser({ kycStatus }), T0));
    const claim = (userId: string, identityKey = ID_CARD, at = T0 + 1) => kyc().claimIdentity({ identityKey, userId, at });

    beforeAll(async () => {
      fixture = await open();
    }, 60_000);
    beforeEach(async () => {
      current = await fixture.fresh();
    });
    afterAll(async () => {
      await fixture?.close();
    });

    it("gives a free identity to its first claimant, again to the same user, and names the holder to anyone else", async () => {
      const [a, b] = [await user("VERIFYING"), await user()];
      expect(await claim(a.id)).toEqual(ok(null));
      expect(await claim(a.id, ID_CARD, T0 + 2)).toEqual(ok(null));
      expect(await claim(b.id, ID_CARD, T0 + 3)).toEqual(ok(a.id));
      expect(await claim(b.id, PASSPORT, T0 + 4)).toEqual(ok(null));
    });

    it("moves an identity whose holder was REJECTED", async () => {
      const [rejected, next, third] = [await user("REJECTED"), await user(), await user()];
      expect(await claim(rejected.id)).toEqual(ok(null));
      expect(await claim(next.id, ID_CARD, T0 + 2)).toEqual(ok(null));
      expect(await claim(third.id, ID_CARD, T0 + 3)).toEqual(ok(next.id));
    });

    it("releases the user's earlier identity when they claim another", async () => {
      const [a, b] = [await user("REQUEST_CHANGE"), await user()];
      unwrap(await claim(a.id, ID_CARD));
      unwrap(await claim(a.id, PASSPORT, T0 + 2));
      expect(await claim(b.id, ID_CARD, T0 + 3)).toEqual(ok(null));
      expect(await claim(b.id, PASSPORT, T0 + 4)).toEqual(ok(a.id));
    });

    it("lets at most one of many concurrent claims of one identity pass", async () => {
      const users = await Promise.all(Array.from({ length: 6 }, () => user()));
      const results = await Promise.all(users.map((u) => current.transaction((tx) => tx.kyc.claimIdentity({ identityKey: ID_CARD, userId: u.id, at: T0 + 1 }))));
      expect(results.map(unwrap).filter((holder) => holder === null)).toHaveLength(1);
    });

    it("keeps nothing of a claim made in a transaction that failed", async () => {
      const [a, b] = [await user(), await user()];
      expect(await current.transaction((tx) => tx.kyc.claimIdentity({ identityKey: ID_CARD, userId: a.id, at: T0 }).andThen(() => err("boom" as const)))).toEqual(err("boom"));
      expect(await claim(b.id)).toEqual(ok(null));
      expect(await kyc().listIdentityUses(ID_CARD)).toEqual(ok([expect.objectContaining({ userId: b.id })]));
    });

    it("lists every account that used an identity, claimed or refused, last use first, with its email and status", async () => {
      const [holder, refused] = [await user("VERIFYING"), await user()];
      unwrap(await claim(holder.id, ID_CARD, T0 + 1));
      unwrap(await kyc().recordIdentityUse({ identityKey: ID_CARD, userId: refused.id, at: T0 + 5 }));
      unwrap(await kyc().recordIdentityUse({ identityKey: ID_CARD, userId: refused.id, at: T0 + 9 }));
      expect(await kyc().listIdentityUses(ID_CARD)).toEqual(
        ok([
          { userId: refused.id, email: refused.email, kycStatus: "UNVERIFIED", usedAt: T0 + 9 },
          { userId: holder.id, email: holder.email, kycStatus: "VERIFYING", usedAt: T0 + 1 },
        ]),
      );
      expect(await kyc().listIdentityUses(PASSPORT)).toEqual(ok([]));
    });

    it("marks an identity's reward paid once, whichever account holds it then", async () => {
      const [first, next] = [await user("REJECTED"), await user()];
      unwrap(await claim(first.id));
      expect(await kyc().rewardIdentity({ identityKey: ID_CARD, userId: first.id, at: T0 + 2 })).toEqual(ok(true));
      expect(await kyc().rewardIdentity({ identityKey: ID_CARD, userId: first.id, at: T0 + 3 })).toEqual(ok(false));
      unwrap(await claim(next.id, ID_CARD, T0 + 4));
      expect(await kyc().rewardIdentity({ identityKey: ID_CARD, userId: next.id, at: T0 + 5 })).toEqual(ok(false));
      // An identity with no holder yet (a submission older than the rule) is taken by the approved account and paid once.
      expect(await kyc().rewardIdentity({ identityKey: PASSPORT, userId: next.id, at: T0 + 6 })).toEqual(ok(true));
      expect(await claim(first.id, PASSPORT, T0 + 7)).toEqual(ok(next.id));
    });

    it("refuses a claim of an unknown user or with a NUL character", async () => {
      const { id } = await user();
      expect(await claim("00000000-0000-4000-8000-999999999999")).toEqual(err(expect.objectContaining({ code: "STORAGE_CONFLICT" })));
      expect(await claim(id, "ID_CARD:1\u00002")).toEqual(err(expect.objectContaining({ code: "STORAGE_CONFLICT" })));
    });
  });
}
