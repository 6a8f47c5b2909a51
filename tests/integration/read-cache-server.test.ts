import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixedTradePrices } from "../../adapters/history/trade-prices";
import { withReadCache } from "../../adapters/storage/read-cache";
import { openPgliteStorage, type OpenedPglite } from "../../adapters/storage/sql/pglite-storage";
import { tradeRecord } from "../conformance/trade-storage.behavior";
import { createHistoryClient } from "../support/wire-clients/history.client";
import { createProfileClient } from "../support/wire-clients/profile.client";
import { createSessionClient } from "../support/wire-clients/session.client";
import { OPEN_CAMPAIGN } from "./history-fixtures";
import { signInTestUser, startTestServer, type TestServer } from "./server-harness";

// The server over PGlite as it runs in production (adapters/server/compose.ts): the hottest reads
// answered from the read cache. Whatever the cache holds, a write that returned is seen by the next request.
let pglite: OpenedPglite;
let server: TestServer;
let cached: ReturnType<typeof withReadCache>;

beforeAll(async () => {
  pglite = await openPgliteStorage();
  cached = withReadCache(pglite.storage, pglite.trades);
  const history = { trades: cached.trades, prices: createFixedTradePrices([]), campaign: OPEN_CAMPAIGN };
  server = await startTestServer({ deps: { storage: cached.storage, history } });
}, 60_000);
afterAll(async () => {
  await server.close();
  await pglite.close();
});

const signedIn = async () => {
  const signed = await signInTestUser(server.deps);
  const api = server.clientWithToken(signed.token);
  return { ...signed, profile: createProfileClient(api), session: createSessionClient(api), history: createHistoryClient(api) };
};
const range = { startTimestamp: 0, endTimestamp: 253_402_300_799, limit: 40 };

describe("the server over PGlite behind the read cache", () => {
  it("refuses a logged-out token at once, though its session and profile were just read, and keeps serving another user", async () => {
    const me = await signedIn();
    const other = await signedIn();
    expect((await me.profile.getProfile())._unsafeUnwrap().id).toBe(me.user.id);
    expect((await me.profile.getProfile())._unsafeUnwrap().id).toBe(me.user.id);
    expect((await other.profile.getProfile())._unsafeUnwrap().id).toBe(other.user.id);
    expect(cached.cache.size()).toBeGreaterThan(0);
    expect((await me.session.logout())._unsafeUnwrap()).toEqual({ success: true });
    expect((await me.profile.getProfile())._unsafeUnwrapErr()).toMatchObject({ status: 401, code: "SESSION_REVOKED" });
    expect((await other.profile.getProfile())._unsafeUnwrap().id).toBe(other.user.id);
  });

  it("refuses every token of a user whose sessions were all revoked, right after the revocation returns", async () => {
    const me = await signedIn();
    expect((await me.profile.getProfile()).isOk()).toBe(true);
    expect((await cached.storage.sessions.revokeAllForUser(me.user.id, Date.now())).isOk()).toBe(true);
    expect((await me.history.getTradeHistory(range))._unsafeUnwrapErr()).toMatchObject({ status: 401, code: "SESSION_REVOKED" });
  });

  it("shows a reward granted after the profile was read in the very next read", async () => {
    const me = await signedIn();
    expect((await me.profile.getProfile())._unsafeUnwrap().rewards).toEqual([]);
    await cached.storage.rewards.grant({ userId: me.user.id, name: "Registration", amount: 50n, isOpenCongratsModal: true, createdAt: 1 });
    expect((await me.profile.getProfile())._unsafeUnwrap()).toMatchObject({ kulBalance: 50n, rewards: [{ name: "Registration", amount: 50n }] });
  });

  it("answers each trader only their own trades, and a trade indexed after a read in the next page read", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const aliceWallet = "0x00000000000000000000000000000000000a11ce";
    const bobWallet = "0x0000000000000000000000000000000000000b0b";
    for (const [who, wallet] of [[alice, aliceWallet], [bob, bobWallet]] as const) {
      expect((await cached.trades.linkWallet({ address: wallet, userId: who.user.id, connectionType: "MetaMask", updatedAt: Date.now() })).isOk()).toBe(true);
    }
    const scan = (block: number, trader: string) => cached.trades.saveScan({ indexer: "router-trades", trades: [tradeRecord(block, 0, { trader })], lastBlock: BigInt(block) });
    expect((await scan(1, aliceWallet)).isOk()).toBe(true);
    expect((await scan(2, bobWallet)).isOk()).toBe(true);
    const blocks = async (who: typeof alice) => (await who.history.getTradeHistory(range))._unsafeUnwrap().results.map((t) => [t.blockNumber, t.trader]);
    expect(await blocks(alice)).toEqual([[1n, aliceWallet]]);
    expect(await blocks(bob)).toEqual([[2n, bobWallet]]);
    expect((await scan(3, aliceWallet)).isOk()).toBe(true);
    expect(await blocks(alice)).toEqual([[3n, aliceWallet], [1n, aliceWallet]]);
    expect(await blocks(bob)).toEqual([[2n, bobWallet]]);
  });
});
