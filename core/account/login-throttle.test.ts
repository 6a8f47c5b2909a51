import fc from "fast-check";
import { err, ok, okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { LoginAttemptRepositoryPort } from "../ports/account-storage.port";
import { loginTooManyAttempts } from "./account.errors";
import { checkThrottle, LOGIN_FAILURE_WINDOW_MS } from "./login-throttle";

const MINUTE = 60_000;

/** Failures kept in a list, as the storage port describes them. */
function attemptsOf(times: number[]): LoginAttemptRepositoryPort {
  return {
    recordFailure: () => okAsync(undefined),
    failuresSince: (_, since) => okAsync(times.filter((t) => t >= since).sort((a, b) => a - b)),
    clear: () => okAsync(undefined),
  };
}

describe("checkThrottle", () => {
  const now = 100 * MINUTE;

  it.each([
    ["no failures", [], ok(undefined)],
    ["four failures in the window", [91, 92, 93, 94].map((m) => m * MINUTE), ok(undefined)],
    ["five failures, the oldest 9 minutes ago", [91, 92, 93, 94, 95].map((m) => m * MINUTE), err(loginTooManyAttempts(6 * 60))],
    ["five failures, the oldest exactly 15 minutes ago", [85, 92, 93, 94, 95].map((m) => m * MINUTE), ok(undefined)],
    ["seven failures: waits for the third oldest", [86, 87, 90, 96, 97, 98, 99].map((m) => m * MINUTE), err(loginTooManyAttempts(5 * 60))],
    ["five failures within the last second", [now - 1, now - 1, now - 1, now, now], err(loginTooManyAttempts(900))],
  ])("with %s answers %j", async (_, times, expected) => {
    expect(await checkThrottle(attemptsOf(times), "a@b.co", now)).toEqual(expected);
  });

  it("refuses exactly when five or more failures fall in the last 15 minutes, with a wait of 1 to 900 seconds", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 2 * LOGIN_FAILURE_WINDOW_MS }), { maxLength: 12 }), async (ages) => {
        const result = await checkThrottle(attemptsOf(ages.map((age) => now - age)), "k", now);
        const recent = ages.filter((age) => age < LOGIN_FAILURE_WINDOW_MS).length;
        expect(result.isErr()).toBe(recent >= 5);
        if (result.isErr() && result.error.code === "LOGIN_TOO_MANY_ATTEMPTS") {
          expect(result.error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
          expect(result.error.retryAfterSeconds).toBeLessThanOrEqual(900);
        }
      }),
    );
  });
});
