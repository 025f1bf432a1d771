import type { DepsOf } from './wiring';

/**
 * What a use case starts from: the dependencies its wiring (`static readonly inject`) names, as the
 * container hands them over. A use case is no MobX store, so it may extend this; a store may not
 * (makeAutoObservable refuses subclasses) and keeps its own `#deps`.
 */
export abstract class UseCase<W> {
  protected readonly deps: DepsOf<W>;

  constructor(deps: DepsOf<W>) {
    this.deps = deps;
  }
}
