import { errAsync, ok, okAsync, ResultAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import { FakeClock } from "../testing/fake-clock";
import { createRefreshLoop, LEADERBOARD_REFRESH_MS } from "./leaderboard-refresh";

type Answer = ResultAsync<number, { code: string }>;

/** A loop over a scripted source: each load takes the next answer (ok n, or an error code) and is counted. */
function scripted(answers: ReadonlyArray<number | string>) {
  const clock = new FakeClock();
  let calls = 0;
  const load = (): Answer => {
    const next = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    return typeof next === "number" ? okAsync(next) : errAsync({ code: next });
  };
  const loop = createRefreshLoop({ clock, scheduler: clock, load });
  return { clock, loop, calls: () => calls };
}

// Answers settle on the microtask queue; let them land before looking.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createRefreshLoop", () => {
  it("loads at start, then every 30 seconds, with the newest figures", async () => {
    const { clock, loop, calls } = scripted([1, 2, 3]);
    loop.start();
    await settle();
    expect([calls(), loop.getState().status, loop.getState().value]).toEqual([1, "READY", 1]);
    clock.advance(LEADERBOARD_REFRESH_MS - 1);
    expect(calls()).toBe(1);
    clock.advance(1);
    await settle();
    expect([calls(), loop.getState().value, loop.getState().updatedAt]).toEqual([2, 2, clock.now()]);
  });

  it("stops at the first error, keeps the last figures, and refreshes again after a retry", async () => {
    const { clock, loop, calls } = scripted([1, "NETWORK_ERROR", 3]);
    loop.start();
    await settle();
    clock.advance(LEADERBOARD_REFRESH_MS);
    await settle();
    expect(loop.getState()).toMatchObject({ status: "STOPPED", value: 1, error: { code: "NETWORK_ERROR" } });
    clock.advance(10 * LEADERBOARD_REFRESH_MS);
    expect(calls()).toBe(2);
    loop.retry();
    await settle();
    expect([calls(), loop.getState().status, loop.getState().value, loop.getState().error]).toEqual([3, "READY", 3, null]);
    clock.advance(LEADERBOARD_REFRESH_MS);
    expect(calls()).toBe(4);
  });

  it("stays in LOADING through a retry when the first load failed", async () => {
    const { loop } = scripted(["TIMEOUT", 7]);
    loop.start();
    await settle();
    expect(loop.getState()).toMatchObject({ status: "STOPPED", value: null });
    loop.retry();
    expect(loop.getState().status).toBe("LOADING");
    await settle();
    expect(loop.getState()).toMatchObject({ status: "READY", value: 7 });
  });

  it("sends nothing while the page is hidden, and loads at once when shown after the interval", async () => {
    const { clock, loop, calls } = scripted([1, 2]);
    loop.start();
    await settle();
    loop.setVisible(false);
    expect(loop.getState().paused).toBe(true);
    clock.advance(5 * LEADERBOARD_REFRESH_MS);
    expect(calls()).toBe(1);
    loop.setVisible(true);
    expect(calls()).toBe(2);
    await settle();
    expect([calls(), loop.getState().paused, loop.getState().value]).toEqual([2, false, 2]);
  });

  it("shown again before the interval passed, waits only for the rest of it", async () => {
    const { clock, loop, calls } = scripted([1, 2]);
    loop.start();
    await settle();
    clock.advance(10_000);
    loop.setVisible(false);
    clock.advance(5_000);
    loop.setVisible(true);
    clock.advance(LEADERBOARD_REFRESH_MS - 15_000 - 1);
    expect(calls()).toBe(1);
    clock.advance(1);
    expect(calls()).toBe(2);
  });

  it("after dispose, sends nothing and ignores an answer still in flight", async () => {
    const { clock, loop, calls } = scripted([1]);
    const seen: string[] = [];
    loop.subscribe(() => seen.push(loop.getState().status));
    loop.start();
    loop.dispose();
    await settle();
    clock.advance(3 * LEADERBOARD_REFRESH_MS);
    expect([calls(), seen, loop.getState().status]).toEqual([1, [], "LOADING"]);
  });
});

describe("createRefreshLoop with a slow source", () => {
  it("counts the interval from the answer, so a slow answer does not bring the next request closer", async () => {
    const clock = new FakeClock();
    const answers: Array<(value: number) => void> = [];
    let calls = 0;
    const load = () => {
      calls += 1;
      return new ResultAsync<number, { code: string }>(new Promise((resolve) => answers.push((v) => resolve(ok(v)))));
    };
    const loop = createRefreshLoop({ clock, scheduler: clock, load });
    loop.start();
    clock.advance(5_000);
    answers[0]!(1);
    await settle();
    clock.advance(LEADERBOARD_REFRESH_MS - 1);
    expect(calls).toBe(1);
    clock.advance(1);
    expect(calls).toBe(2);
  });
});
