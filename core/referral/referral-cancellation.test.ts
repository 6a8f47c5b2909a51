import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { referralRewardTotal } from "./referral-level";
import { reclaimOf } from "./referral-cancellation";

describe("reclaimOf", () => {
  it("takes back nothing from an inviter who was never paid", () => {
    expect(reclaimOf([])).toEqual({ rewardsCancelled: 0, reclaimedKul: 0n });
  });

  it("takes back every reward at the amount it was paid", () => {
    expect(reclaimOf([{ amount: 5n }, { amount: 10n }, { amount: 15n }])).toEqual({ rewardsCancelled: 3, reclaimedKul: 30n });
  });

  it("takes back exactly what the level rules paid for any number of invitees", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }), (count) => {
        const paid = Array.from({ length: count }, (_, i) => ({ amount: referralRewardTotal(i + 1) - referralRewardTotal(i) }));
        expect(reclaimOf(paid)).toEqual({ rewardsCancelled: count, reclaimedKul: referralRewardTotal(count) });
      }),
    );
  });
});
