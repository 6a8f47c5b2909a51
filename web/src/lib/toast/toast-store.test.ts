import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, MAX_TOASTS, TOAST_DURATION_MS } from "./toast-store";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("toast store", () => {
  it("shows a pushed toast and removes it after 5 seconds, not before", () => {
    const store = createToastStore();
    const id = store.push({ tone: "error", text: "Cannot get best rate for this token." });
    expect(store.getState()).toEqual([{ id, tone: "error", text: "Cannot get best rate for this token." }]);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.getState()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState()).toEqual([]);
  });

  it("honours a toast's own duration", () => {
    const store = createToastStore();
    store.push({ tone: "info", text: "short", durationMs: 1_000 });
    vi.advanceTimersByTime(1_000);
    expect(store.getState()).toEqual([]);
  });

  it("stacks toasts oldest first and dismisses one by id, stopping its timer", () => {
    const store = createToastStore();
    const first = store.push({ tone: "error", text: "one" });
    const second = store.push({ tone: "success", text: "two" });
    expect(store.getState().map((t) => t.id)).toEqual([first, second]);
    store.dismiss(first);
    expect(store.getState()).toEqual([{ id: second, tone: "success", text: "two" }]);
    expect(vi.getTimerCount()).toBe(1);
  });

  it("restarts the timer of a toast pushed again instead of showing it twice", () => {
    const store = createToastStore();
    const id = store.push({ tone: "error", text: "offline" });
    vi.advanceTimersByTime(4_000);
    expect(store.push({ tone: "error", text: "offline" })).toBe(id);
    vi.advanceTimersByTime(4_000);
    expect(store.getState()).toEqual([{ id, tone: "error", text: "offline" }]);
    vi.advanceTimersByTime(1_000);
    expect(store.getState()).toEqual([]);
  });

  it("keeps at most MAX_TOASTS, dropping the oldest", () => {
    const store = createToastStore();
    const ids = Array.from({ length: MAX_TOASTS + 2 }, (_, i) => store.push({ tone: "info", text: `t${i}` }));
    expect(store.getState().map((t) => t.id)).toEqual(ids.slice(2));
    expect(vi.getTimerCount()).toBe(MAX_TOASTS);
  });

  it("notifies subscribers on push and dismiss, and not after unsubscribing", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.push({ tone: "info", text: "hello" });
    store.dismiss(id);
    store.dismiss(id); // already gone: nothing changes, nobody is told
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.push({ tone: "info", text: "again" });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("uses injected timers when given", () => {
    const pending: (() => void)[] = [];
    const store = createToastStore({ timers: { set: (run) => pending.push(run), clear: () => undefined } });
    store.push({ tone: "info", text: "manual" });
    pending[0]!();
    expect(store.getState()).toEqual([]);
  });
});
