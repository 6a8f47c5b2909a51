import type { ClockPort, SchedulerPort, TimerHandle } from "../ports/clock.port";

type Timer = { id: number; at: number; callback: () => void };

/** A deterministic clock and scheduler for tests: time moves only when `advance` is called. */
export class FakeClock implements ClockPort, SchedulerPort {
  private timers: Timer[] = [];
  private nextId = 1;

  constructor(private current = Date.UTC(2026, 0, 15, 3, 0, 0)) {}

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const timer = { id: this.nextId++, at: this.current + Math.max(0, ms), callback };
    this.timers.push(timer);
    return { id: timer.id };
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((t) => t.id !== handle.id);
  }

  /** Number of timers not yet fired. */
  get pending(): number {
    return this.timers.length;
  }

  /** Moves time forward by `ms`, firing due timers in order (timers they schedule fire too if due). */
  advance(ms: number): void {
    const end = this.current + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.current = due.at;
      due.callback();
    }
    this.current = end;
  }
}
