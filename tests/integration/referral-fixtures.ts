import { createHs256TokenIssuer, createSecureRandom } from "../../adapters/crypto";
import { createMemoryAccountStorage } from "../../adapters/storage/memory";
import type { AccountStorage } from "../../core/ports/account-storage.port";
import type { NewUser, UserRecord } from "../../core/ports/storage.port";
import { FakeClock } from "../../core/testing/fake-clock";
import { localSocialProvider, seedUser, T0 } from "./profile-fixtures";
import { legalUpToDate } from "../../core/legal/legal.fixtures";

let codes = 0;
// profile-fixtures' counter codes fold I, L, O, U to 0 and so clash after a few dozen users.
const nextCode = () => `R${String((codes += 1)).padStart(7, "0")}`;

/** Memory storage, a fake clock and the in-memory social provider: what every referral use case needs. */
export function referralFixture(storage: AccountStorage = createMemoryAccountStorage()) {
  const clock = new FakeClock(T0);
  const random = createSecureRandom();
  const deps = { storage, clock, random, social: localSocialProvider(), tokens: createHs256TokenIssuer("referral-secret-".repeat(3)), legalVersions: legalUpToDate.current };
  return {
    deps,
    storage,
    clock,
    /** A stored email user. */
    user: (fields: Partial<NewUser> = {}): Promise<UserRecord> => seedUser(storage, { referralCode: nextCode(), ...fields }),
    /** A stored user invited by `inviter`, without a social account. */
    invitee: (inviter: UserRecord, fields: Partial<NewUser> = {}): Promise<UserRecord> => seedUser(storage, { referralCode: nextCode(), referredBy: inviter.id, ...fields }),
    /** Total KUL of the user's Referral rewards. */
    referralKul: async (userId: string): Promise<bigint> =>
      (await storage.rewards.listForUser(userId))._unsafeUnwrap().reduce((sum, r) => sum + (r.name === "Referral" ? r.amount : 0n), 0n),
    /** [type, name] of the user's referral notifications, newest first. */
    referralNotifications: async (userId: string) =>
      (await storage.notifications.listForUser(userId))
        ._unsafeUnwrap()
        .filter((n) => n.type.includes("REFERRAL"))
        .map((n) => [n.type, n.name, n.timestamp]),
  };
}
