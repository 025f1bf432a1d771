/** How a fake fails: always (until cleared), or the next few calls only. */
export class ScriptedFailures {
  always: Error | null = null;
  queue: Error[] = [];

  /** The next `times` calls fail with `error`; Infinity (default) until cleared. */
  fail(error: Error, times = Number.POSITIVE_INFINITY): void {
    if (times === Number.POSITIVE_INFINITY) this.always = error;
    else for (let k = 0; k < times; k += 1) this.queue.push(error);
  }

  clear(): void {
    this.always = null;
    this.queue = [];
  }

  /** Throws when this call is scripted to fail. */
  check(): void {
    const next = this.queue.shift() ?? this.always;
    if (next !== null) throw next;
  }
}
