import { okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { Address, Hash } from "../../ports/chain.port";
import type { TradeGateAdminApiPort } from "../../ports/trade-gate-api.port";
import type { TradeGateOwnerPort } from "../../ports/trade-gate-owner.port";
import { cancelTradeAuthorization, freezeAndCancel, rotateTradeSigner, tradeGateStatus } from "./trade-gate-owner";

const OWNER = "0x00000000000000000000000000000000000000a1" as Address;
const OTHER = "0x00000000000000000000000000000000000000b2" as Address;
const SIGNER = "0x00000000000000000000000000000000000000c3" as Address;
const ROUTER = "0x00000000000000000000000000000000000000d4" as Address;
const HASH = `0x${"1".repeat(64)}` as Hash;

/** An owner port signing as `key`, and what it sent. */
function ownerPort(key: Address) {
  const sent: string[] = [];
  const port: TradeGateOwnerPort = {
    address: key,
    state: () => okAsync({ router: ROUTER, signer: SIGNER, on: true, owner: OWNER }),
    cancel: (ids) => (sent.push(`cancel ${ids.join(",")}`), okAsync(HASH)),
    setSigner: (signer) => (sent.push(`setSigner ${signer}`), okAsync(HASH)),
  };
  return { port, sent };
}

function adminApi(outstanding: readonly bigint[]) {
  const calls: string[] = [];
  const freeze = { userId: "u1", email: "ann@example.com", frozen: true, frozenBy: "ops", frozenAt: 1, unfrozenBy: null, unfrozenAt: null };
  const api: TradeGateAdminApiPort = {
    activity: () => okAsync({ dayStart: 0, dayEnd: 86_400_000, issued: 3, used: 1, signer: SIGNER }),
    freeze: (user) => (calls.push(`freeze ${user}`), okAsync({ ...freeze, outstanding: outstanding.map((authId) => ({ authId, wallet: OTHER, expiry: 9 })) })),
    unfreeze: () => okAsync({ ...freeze, frozen: false }),
  };
  return { api, calls };
}

describe("the operator's trading gate controls", () => {
  it("freezes first, then cancels the outstanding ids in one transaction; none: no transaction", async () => {
    const owner = ownerPort(OWNER);
    const admin = adminApi([4n, 7n]);
    const done = (await freezeAndCancel({ api: admin.api, owner: owner.port }, "ann@example.com"))._unsafeUnwrap();
    expect(admin.calls).toEqual(["freeze ann@example.com"]);
    expect(owner.sent).toEqual(["cancel 4,7"]);
    expect(done).toMatchObject({ userId: "u1", transactionHash: HASH, cancelled: [{ authId: 4n }, { authId: 7n }] });
    const quiet = ownerPort(OWNER);
    expect((await freezeAndCancel({ api: adminApi([]).api, owner: quiet.port }, "u1"))._unsafeUnwrap().transactionHash).toBeNull();
    expect(quiet.sent).toEqual([]);
  });

  it("refuses a key that is not the router's owner before freezing or sending anything", async () => {
    const owner = ownerPort(OTHER);
    const admin = adminApi([4n]);
    expect((await freezeAndCancel({ api: admin.api, owner: owner.port }, "u1"))._unsafeUnwrapErr()).toEqual({ code: "TRADE_GATE_NOT_OWNER", key: OTHER, owner: OWNER });
    expect((await cancelTradeAuthorization({ owner: owner.port }, "4"))._unsafeUnwrapErr().code).toBe("TRADE_GATE_NOT_OWNER");
    expect((await rotateTradeSigner({ owner: owner.port }, OTHER))._unsafeUnwrapErr().code).toBe("TRADE_GATE_NOT_OWNER");
    expect(admin.calls).toEqual([]);
    expect(owner.sent).toEqual([]);
  });

  it("cancels one well-formed id, and refuses a malformed one", async () => {
    const owner = ownerPort(OWNER);
    expect((await cancelTradeAuthorization({ owner: owner.port }, " 42 "))._unsafeUnwrap()).toEqual({ authId: 42n, transactionHash: HASH });
    for (const bad of ["0", "-1", "1.5", "0x10", ""]) {
      expect((await cancelTradeAuthorization({ owner: owner.port }, bad))._unsafeUnwrapErr()).toEqual({ code: "TRADE_GATE_AUTH_ID_INVALID", authId: bad });
    }
    expect(owner.sent).toEqual(["cancel 42"]);
  });

  it("rotates to a new signer address, refusing a malformed, zero or unchanged one", async () => {
    const owner = ownerPort(OWNER);
    expect((await rotateTradeSigner({ owner: owner.port }, OTHER))._unsafeUnwrap()).toEqual({ previousSigner: SIGNER, signer: OTHER, transactionHash: HASH });
    for (const bad of ["0x12", `0x${"0".repeat(40)}`, SIGNER.toUpperCase().replace("0X", "0x")]) {
      expect((await rotateTradeSigner({ owner: owner.port }, bad))._unsafeUnwrapErr().code).toBe("TRADE_GATE_SIGNER_INVALID");
    }
    expect(owner.sent).toEqual([`setSigner ${OTHER}`]);
  });

  it("status joins the chain's gate and the server's day, and says whether the server signs for the chain's signer", async () => {
    const status = (await tradeGateStatus({ api: adminApi([]).api, owner: ownerPort(OTHER).port }))._unsafeUnwrap();
    expect(status).toMatchObject({ router: ROUTER, signer: SIGNER, on: true, owner: OWNER, signerMatches: true, activity: { issued: 3, used: 1 } });
  });
});
