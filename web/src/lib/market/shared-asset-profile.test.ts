import { errAsync, okAsync } from "neverthrow";
import { describe, expect, it, vi } from "vitest";
import type { ApiError } from "@core/ports/api.errors";
import type { AssetProfile, MarketApiPort } from "@core/ports/market-api.port";
import { sharedAssetProfile } from "./shared-asset-profile";

const profile = (usdThb: string): AssetProfile => ({ chainId: 31337, usdThb, takenAt: 1, tokens: [] });
const failure: ApiError = { code: "NETWORK_ERROR", status: null, message: "offline" };

/** A market port whose assetProfile answers from a queue of results, resolved when the test says. */
function fakeClient(answers: Array<"ok" | "err">) {
  const releases: Array<() => void> = [];
  let calls = 0;
  const assetProfile = vi.fn(() => {
    const kind = answers[calls] ?? "ok";
    const n = ++calls;
    const gate = new Promise<void>((resolve) => releases.push(resolve));
    const settled = gate.then(async () => (kind === "ok" ? await okAsync(profile(String(n))) : await errAsync(failure)));
    return settled as unknown as ReturnType<MarketApiPort["assetProfile"]>;
  });
  return { client: { assetProfile } as unknown as MarketApiPort, assetProfile, release: () => releases.shift()?.() };
}

describe("sharedAssetProfile", () => {
  it("joins callers while a request is in flight: one request, the same answer", async () => {
    const fake = fakeClient(["ok"]);
    const shared = sharedAssetProfile(fake.client, () => 0);
    const first = shared.assetProfile();
    const second = shared.assetProfile();
    fake.release();
    const [a, b] = await Promise.all([first, second]);
    expect(fake.assetProfile).toHaveBeenCalledTimes(1);
    expect(a._unsafeUnwrap().usdThb).toBe("1");
    expect(b._unsafeUnwrap().usdThb).toBe("1");
  });

  it("reuses a success younger than the window and asks again after it", async () => {
    const fake = fakeClient(["ok", "ok"]);
    let now = 1_000;
    const shared = sharedAssetProfile(fake.client, () => now, 5_000);
    const first = shared.assetProfile();
    fake.release();
    expect((await first)._unsafeUnwrap().usdThb).toBe("1");
    now += 4_999;
    expect((await shared.assetProfile())._unsafeUnwrap().usdThb).toBe("1");
    expect(fake.assetProfile).toHaveBeenCalledTimes(1);
    now += 1;
    const third = shared.assetProfile();
    fake.release();
    expect((await third)._unsafeUnwrap().usdThb).toBe("2");
    expect(fake.assetProfile).toHaveBeenCalledTimes(2);
  });

  it("never reuses an error: the next caller asks again", async () => {
    const fake = fakeClient(["err", "ok"]);
    const shared = sharedAssetProfile(fake.client, () => 0);
    const first = shared.assetProfile();
    fake.release();
    expect((await first).isErr()).toBe(true);
    const second = shared.assetProfile();
    fake.release();
    expect((await second)._unsafeUnwrap().usdThb).toBe("2");
    expect(fake.assetProfile).toHaveBeenCalledTimes(2);
  });

  it("keeps the other market calls as they are", () => {
    const bestRate = vi.fn();
    const shared = sharedAssetProfile({ assetProfile: vi.fn(), bestRate } as unknown as MarketApiPort, () => 0);
    expect(shared.bestRate).toBe(bestRate);
  });
});
