// The operators' trading gate routes (`kul admin gate`): admins only; a frozen account gets no
// authorization; its outstanding ones are answered for cancelling; today's counts come from the audit trail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privateKeyToAccount } from "viem/accounts";
import { createTradeGateAdminApi } from "../../adapters/http-client/trade-gate.client";
import { createMemoryTradeStorage } from "../../adapters/storage/memory/memory-trades";
import type { Address } from "../../core/ports/chain.port";
import { ELIGIBLE, GATE_KEY, ethForDai, failure, gateTrader, startGateServer } from "./trade-gate-fixtures";
import { signInTestUser, type TestServer } from "./server-harness";

// Hardhat's development keys 3 and 4 (public, test use only) as traders.
const KEY_A = "0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6";
const KEY_B = "0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a";
const DAY_START = 1_767_200_400_000; // 2026-01-01T00:00 Bangkok

let server: TestServer;
let now = DAY_START + 3_600_000;
const trades = createMemoryTradeStorage();

beforeAll(async () => {
  server = await startGateServer({ now: () => now }, trades);
});
afterAll(() => server.close());

async function trader(key: `0x${string}`) {
  const a = await gateTrader(server, ELIGIBLE, key);
  return { ...a, wallet: a.wallet! };
}

async function operator() {
  const signed = await signInTestUser(server.deps, { role: "ADMIN" });
  return { ...signed, admin: createTradeGateAdminApi(server.clientWithToken(signed.token)) };
}

const request = (wallet: Address) => ethForDai(wallet);

describe("the operators' trading gate routes", () => {
  it("are for admins only: 401 without a session, 403 for a signed-in user who is not an admin, and change nothing", async () => {
    const a = await trader(KEY_A);
    const user = createTradeGateAdminApi(server.clientWithToken(a.token));
    const anonymous = createTradeGateAdminApi(server.client);
    expect(failure(await user.freeze(a.user.id))).toEqual({ status: 403, code: "FORBIDDEN" });
    expect(failure(await user.activity())).toMatchObject({ status: 403 });
    expect(failure(await user.unfreeze(a.user.id))).toMatchObject({ status: 403 });
    expect(failure(await anonymous.freeze(a.user.id))).toMatchObject({ status: 401 });
    expect((await trades.findTraderFreeze(a.user.id))._unsafeUnwrap()).toBeNull();
    expect((await a.gate.authorizeTrade(request(a.wallet))).isOk()).toBe(true);
  });

  it("freezing stops issuing (TRADE_GATE_FROZEN) and answers the outstanding ids to cancel; unfreezing issues again", async () => {
    const a = await trader(KEY_B);
    const { admin, user: adminUser } = await operator();
    const used = (await a.gate.authorizeTrade(request(a.wallet)))._unsafeUnwrap();
    const outstanding = (await a.gate.authorizeTrade(request(a.wallet)))._unsafeUnwrap();
    now += 11 * 60_000; // both expired
    const live = (await a.gate.authorizeTrade(request(a.wallet)))._unsafeUnwrap();
    const cancelled = (await a.gate.authorizeTrade(request(a.wallet)))._unsafeUnwrap();
    const unused = (await a.gate.authorizeTrade(request(a.wallet)))._unsafeUnwrap();
    const chain = (block: number) => ({ transactionHash: `0x${block.toString(16).padStart(64, "0")}`, blockNumber: BigInt(block), blockTimestamp: Math.floor(now / 1000) });
    (
      await trades.saveScan({
        indexer: "gate-admin-test",
        trades: [],
        authorizationEvents: [
          { kind: "USED", authId: used.authId, ...chain(1) },
          { kind: "USED", authId: live.authId, ...chain(2) },
          { kind: "CANCELLED", authId: cancelled.authId, ...chain(3) },
        ],
        lastBlock: 3n,
      })
    )._unsafeUnwrap();
    expect(outstanding.authId).toBeGreaterThan(used.authId);

    const frozen = (await admin.freeze(a.user.email.toUpperCase()))._unsafeUnwrap();
    expect(frozen).toEqual({
      userId: a.user.id,
      email: a.user.email,
      frozen: true,
      frozenBy: adminUser.id,
      frozenAt: now,
      unfrozenBy: null,
      unfrozenAt: null,
      outstanding: [{ authId: unused.authId, wallet: a.wallet.toLowerCase(), expiry: Number(unused.expiry) }],
    });
    const refused = await a.gate.authorizeTrade(request(a.wallet));
    expect(failure(refused)).toEqual({ status: 403, code: "TRADE_GATE_FROZEN" });
    expect(refused._unsafeUnwrapErr().message).toBe("Trading on your account is paused by KUL Swap. Please contact support.");
    expect((await trades.listTradeAuthorizations(a.user.id))._unsafeUnwrap()[0]!.authId).toBe(unused.authId);

    now += 1000;
    const unfrozen = (await admin.unfreeze(a.user.id))._unsafeUnwrap();
    expect(unfrozen).toMatchObject({ userId: a.user.id, frozen: false, frozenBy: adminUser.id, unfrozenBy: adminUser.id, unfrozenAt: now });
    expect((await a.gate.authorizeTrade(request(a.wallet))).isOk()).toBe(true);
    expect(failure(await admin.unfreeze(a.user.id))).toEqual({ status: 409, code: "TRADE_GATE_NOT_FROZEN", details: { user: a.user.id } });
  });

  it("names an unknown account with its own 404", async () => {
    const { admin } = await operator();
    expect(failure(await admin.freeze("nobody@example.com"))).toEqual({ status: 404, code: "TRADE_GATE_USER_NOT_FOUND", details: { user: "nobody@example.com" } });
    expect(failure(await admin.unfreeze("00000000-0000-4000-8000-000000000000"))).toEqual({ status: 404, code: "TRADE_GATE_USER_NOT_FOUND", details: { user: "00000000-0000-4000-8000-000000000000" } });
  });

  it("counts today's (Bangkok) authorizations issued and used, and names the server's signer", async () => {
    const { admin } = await operator();
    const before = (await admin.activity())._unsafeUnwrap();
    expect(before).toMatchObject({ dayStart: DAY_START, dayEnd: DAY_START + 86_400_000, signer: privateKeyToAccount(GATE_KEY).address });
    const a = await trader(KEY_A);
    const issued = (await a.gate.authorizeTrade(request(a.wallet)))._unsafeUnwrap();
    const usedAt = { transactionHash: `0x${"9".repeat(64)}`, blockNumber: 9n, blockTimestamp: Math.floor(now / 1000) };
    (await trades.saveScan({ indexer: "gate-admin-test", trades: [], authorizationEvents: [{ kind: "USED", authId: issued.authId, ...usedAt }], lastBlock: 9n }))._unsafeUnwrap();
    expect((await admin.activity())._unsafeUnwrap()).toMatchObject({ issued: before.issued + 1, used: before.used + 1 });
  });

  it("are described in the OpenAPI document", async () => {
    const doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as { paths: Record<string, Record<string, { security?: unknown }>> };
    for (const [method, route] of [
      ["get", "/admin/trade-gate"],
      ["post", "/admin/trade-gate/users/{user}/freeze"],
      ["post", "/admin/trade-gate/users/{user}/unfreeze"],
    ] as const) {
      expect(doc.paths[route]?.[method]?.security).toEqual([{ bearer: [] }]);
    }
  });
});
