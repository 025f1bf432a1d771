import { Container, inject, injectable } from 'inversify';
import { expect, it } from 'vitest';

const T = { Dep: Symbol('Dep'), Svc: Symbol('Svc') };
interface Dep { value(): number }
@injectable()
class RealDep implements Dep { value() { return 42; } }
@injectable()
class Svc { constructor(@inject(T.Dep) private readonly dep: Dep) {} answer() { return this.dep.value(); } }

it('legacy decorators resolve through the container', () => {
  const c = new Container();
  c.bind<Dep>(T.Dep).to(RealDep).inSingletonScope();
  c.bind(T.Svc).to(Svc);
  expect(c.get<Svc>(T.Svc).answer()).toBe(42);
});
