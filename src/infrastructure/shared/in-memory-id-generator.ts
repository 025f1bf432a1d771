
import type { IdGenerator } from '../../application/shared/id-generator';

/** Predictable ids for tests: 'test-key-1', 'test-key-2', …; `issued` lists every one handed out. */
export class InMemoryIdGenerator implements IdGenerator {
  readonly issued: string[] = [];

  constructor(private readonly prefix = 'test-key-') {}

  next(): string {
    const id = `${this.prefix}${this.issued.length + 1}`;
    this.issued.push(id);
    return id;
  }
}
