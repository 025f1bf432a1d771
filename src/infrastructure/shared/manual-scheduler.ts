
import type { Scheduler } from '../../application/shared/scheduler';
import { ManualClock } from './manual-clock';

export interface ManualTimer {
  id: number;
  dueAt: number;
  intervalMs: number | null;
  callback: () => void;
}

/** Timers that fire only when a test advances time; the clock moves with them. */
export class ManualScheduler implements Scheduler {
  timers: ManualTimer[] = [];
  private nextId = 1;

  constructor(readonly clock: ManualClock = new ManualClock()) {}

  setTimeout(callback: () => void, delayMs: number): () => void {
    return this.add(callback, delayMs, null);
  }

  setInterval(callback: () => void, intervalMs: number): () => void {
    return this.add(callback, intervalMs, Math.max(1, intervalMs));
  }

  /** Moves time forward, firing every timer that falls due on the way, in order. */
  advance(ms: number): void {
    const end = this.clock.now() + ms;
    for (;;) {
      const due = this.timers
        .filter((timer) => timer.dueAt <= end)
        .toSorted((a, b) => a.dueAt - b.dueAt || a.id - b.id)[0];
      if (due === undefined) break;
      this.clock.nowMs = Math.max(this.clock.now(), due.dueAt);
      if (due.intervalMs === null) this.timers = this.timers.filter((timer) => timer !== due);
      else due.dueAt += due.intervalMs;
      due.callback();
    }
    this.clock.nowMs = end;
  }

  private add(callback: () => void, delayMs: number, intervalMs: number | null): () => void {
    const timer: ManualTimer = { id: this.nextId, dueAt: this.clock.now() + Math.max(0, delayMs), intervalMs, callback };
    this.nextId += 1;
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((candidate) => candidate !== timer);
    };
  }
}
