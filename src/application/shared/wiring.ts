// Typed dependency injection without decorators. A port is a token that carries the type bound to
// it; a class declares what it needs once, as one dependency object (`static readonly inject`), and
// its constructor takes that object. Binding or injecting the wrong type is a compile error, and
// MobX stores keep their dependencies in a `#private` field, which makeAutoObservable never sees.

declare const portType: unique symbol;

/** A DI token that remembers the type bound to it. */
export type Token<T> = symbol & { readonly [portType]?: T };

export const token = <T>(name: string): Token<T> => Symbol.for(`dukkan.${name}`) as Token<T>;

/** What a constructor can ask for: a port's token, or an application class (a store, a use case). */
export type Dependency<T> = Token<T> | (abstract new (...args: never[]) => T);

/** A class's wiring: one dependency for every field of its dependency object, of the same type. */
export type Wiring<D> = { readonly [K in keyof D]-?: Dependency<D[K]> };

/** The dependency object a wiring describes. */
export type DepsOf<W> = { readonly [K in keyof W]: W[K] extends Dependency<infer T> ? T : never };

/** A class the container can build: its constructor takes one dependency object described by `inject`. */
export interface Wired<T, D> {
  new (deps: D): T;
  readonly inject: Wiring<D>;
}
