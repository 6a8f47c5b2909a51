/** The time source of the core: wall-clock milliseconds since the Unix epoch. */
export interface ClockPort {
  now(): number;
}

/** An opaque handle returned by SchedulerPort.setTimeout. */
export type TimerHandle = { readonly id: number };

/** Timers behind a port, so debounce, polling and expiry run on a fake clock in tests. */
export interface SchedulerPort {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}
