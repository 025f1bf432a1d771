import type { Container, Newable } from 'inversify';
import { Ports, type PortAdapters, type PortName } from '../../application/ports';
import type { Dependency, Wired, Wiring } from '../../application/shared/wiring';

/** Binds every port to its adapter: the one place both compositions hand their adapters to Inversify. */
export function bindPorts(container: Container, adapters: PortAdapters): void {
  for (const name of Object.keys(Ports) as PortName[]) container.bind(Ports[name]).toConstantValue(adapters[name]);
}

const isWired = (candidate: unknown): candidate is Wired<unknown, unknown> =>
  typeof candidate === 'function' && 'inject' in candidate && typeof candidate.inject === 'object';

/**
 * Binds an application class (a singleton by default) built from its dependency object. Each
 * dependency is resolved when the class is first asked for, so a page's store, and what only it
 * uses, is created (and downloaded) with its page.
 */
export function provide<T, D>(container: Container, cls: Wired<T, D>, scope: 'Singleton' | 'Transient' = 'Singleton'): void {
  const binding = container.bind(cls).toDynamicValue(() => new cls(depsFor(container, cls.inject)));
  if (scope === 'Singleton') binding.inSingletonScope();
  else binding.inTransientScope();
}

function depsFor<D>(container: Container, wiring: Wiring<D>): D {
  const deps: Record<string, unknown> = {};
  for (const [name, dependency] of Object.entries(wiring) as [string, Dependency<unknown>][]) {
    deps[name] = resolve(container, dependency as Newable<unknown>);
  }
  return deps as D;
}

/** The instance for a class or token; a wired class not bound yet is bound (as a singleton) first. */
export function resolve<T>(container: Container, id: Dependency<T> | Newable<T>): T {
  // isCurrentBound, not isBound: with autobind on, isBound would try to build the class without its deps.
  if (isWired(id) && !container.isCurrentBound(id)) provide(container, id as Wired<T, unknown>);
  return container.get<T>(id as Newable<T>);
}
