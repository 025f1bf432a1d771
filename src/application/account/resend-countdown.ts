import { makeAutoObservable } from 'mobx';
import type { Clock } from '../shared/clock';
import type { Scheduler } from '../shared/scheduler';

/** Whole seconds from `nowMs` until `atMs` (epoch ms): 0 once it has passed, or when there is no such time. */
export const secondsUntil = (atMs: number | null, nowMs: number): number => (atMs === null ? 0 : Math.max(0, Math.ceil((atMs - nowMs) / 1000)));

/**
 * The wait before another code may be asked for, counted down on the screen: while there is a wait
 * the clock is read each second; once it is over (or the screen closed) no more. The wait ends at
 * `untilMs` (the server's word: the code's resend-after, a 429's Retry-After), or later when the screen
 * keeps a cool-down of its own (`ownWaitSeconds`).
 */
export class ResendCountdown {
  /** No new code before then (epoch ms); null: none named. */
  untilMs: number | null = null;
  /** The clock as last read. */
  nowMs: number;
  readonly #clock: Clock;
  readonly #scheduler: Scheduler;
  readonly #ownWaitSeconds: (nowMs: number) => number;
  #stopTicking: (() => void) | null = null;

  constructor(clock: Clock, scheduler: Scheduler, ownWaitSeconds: (nowMs: number) => number = () => 0) {
    this.#clock = clock;
    this.#scheduler = scheduler;
    this.#ownWaitSeconds = ownWaitSeconds;
    this.nowMs = clock.now();
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** Seconds before another code may be asked for; 0 when it may be asked now. */
  get waitSeconds(): number {
    return Math.max(secondsUntil(this.untilMs, this.nowMs), this.#ownWaitSeconds(this.nowMs));
  }

  /** The server named a wait from now: counted down from now on. */
  waitFor(seconds: number): void {
    this.untilMs = this.#clock.now() + seconds * 1000;
    this.started();
  }

  /** A wait may have begun (a code went out, the server named one): shown now, and counted down each second. */
  started(): void {
    this.ticked();
    if (this.#stopTicking !== null || this.waitSeconds === 0) return;
    this.#stopTicking = this.#scheduler.setInterval(this.ticked, 1000);
  }

  /** The screen closed, or the wait is over. */
  stopped(): void {
    this.#stopTicking?.();
    this.#stopTicking = null;
  }

  private ticked(): void {
    this.nowMs = this.#clock.now();
    if (this.waitSeconds === 0) this.stopped();
  }
}
