import { errAsync, okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { ApiError } from "@core/ports/api.errors";
import type { AssetProfile } from "@core/ports/market-api.port";
import { createAssetProfileStore } from "./asset-profile-store";

const profile: AssetProfile = {
  chainId: 31337,
  usdThb: "33",
  takenAt: 1,
  tokens: [{ code: "ETH", name: "Ethereum", address: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE", decimals: 18, price: "3000", change: 0 }],
};
const down: ApiError = { code: "NETWORK_ERROR", status: null, message: "refused" };

/** An in-memory market answering from a script of results, counting calls. */
function market(answers: ("ok" | "down")[]) {
  let calls = 0;
  return {
    calls: () => calls,
    assetProfile: () => {
      const answer = answers[Math.min(calls++, answers.length - 1)];
      return answer === "ok" ? okAsync(profile) : errAsync(down);
    },
  };
}
const next = (store: ReturnType<typeof createAssetProfileStore>) =>
  new Promise<ReturnType<typeof store.getSnapshot>>((resolve) => {
    const stop = store.subscribe(() => (stop(), resolve(store.getSnapshot())));
  });

describe("asset profile store", () => {
  it("loads once for every subscriber and shares the rows", async () => {
    const m = market(["ok"]);
    const store = createAssetProfileStore(m);
    const keep = store.subscribe(() => {});
    const ready = await next(store);
    keep();
    expect([ready.status, ready.rows.map((r) => r.code), ready.usdThb, m.calls()]).toEqual(["READY", ["ETH"], "33", 1]);
  });

  it("reports an error first, and Try again loads the prices", async () => {
    const m = market(["down", "ok"]);
    const store = createAssetProfileStore(m);
    const keep = store.subscribe(() => {});
    const failed = await next(store);
    expect([failed.status, failed.error]).toEqual(["ERROR", down]);
    store.reload();
    expect(store.getSnapshot().status).toBe("LOADING");
    const ready = await next(store);
    keep();
    expect([ready.status, ready.error, ready.rows.length]).toEqual(["READY", null, 1]);
  });

  it("keeps the last prices on screen when a refresh fails", async () => {
    const m = market(["ok", "down"]);
    const store = createAssetProfileStore(m);
    const keep = store.subscribe(() => {});
    await next(store);
    store.reload();
    const after = await next(store);
    keep();
    expect([after.status, after.rows.length, after.error?.code]).toEqual(["READY", 1, "NETWORK_ERROR"]);
  });
});
