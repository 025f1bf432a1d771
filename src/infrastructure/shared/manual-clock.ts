
import type { Clock } from '../../application/shared/clock';

/** 2025-01-01T00:00:00Z unless a test says otherwise. */
export const MANUAL_CLOCK_START_MS = Date.UTC(2025, 0, 1);

export class ManualClock implements Clock {
  constructor(public nowMs: number = MANUAL_CLOCK_START_MS) {}

  now(): number {
    return this.nowMs;
  }

  advance(ms: number): void {
    this.nowMs += ms;
  }
}
