import type { ClockPort, SchedulerPort, TimerHandle } from "../../../../core/ports/clock.port";

/** The browser's clock and timers behind the core's ports (tests use core/testing/fake-clock instead). */
export const browserTime: ClockPort & SchedulerPort = {
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number): TimerHandle => ({ id: Number(globalThis.setTimeout(callback, ms)) }),
  clearTimeout: (handle: TimerHandle) => globalThis.clearTimeout(handle.id),
};
