import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTO_CONFIRM_DELAY_MS, scheduleAutoConfirm } from "./auto-confirm";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("automatic email confirmation", () => {
  it("waits 3 seconds before the attempt, then runs it once", () => {
    const attempt = vi.fn();
    scheduleAutoConfirm(attempt);
    vi.advanceTimersByTime(AUTO_CONFIRM_DELAY_MS - 1);
    expect(attempt).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(attempt).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * AUTO_CONFIRM_DELAY_MS);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it("never runs when cancelled during the wait", () => {
    const attempt = vi.fn();
    const cancel = scheduleAutoConfirm(attempt);
    vi.advanceTimersByTime(AUTO_CONFIRM_DELAY_MS - 1);
    cancel();
    vi.advanceTimersByTime(AUTO_CONFIRM_DELAY_MS);
    expect(attempt).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
