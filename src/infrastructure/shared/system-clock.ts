import type { Clock } from '../../application/shared/clock';

export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
