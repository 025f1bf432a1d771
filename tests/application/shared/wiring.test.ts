import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { CartGateway } from '../../../src/application/cart/cart-gateway';
import type { OrderGateway } from '../../../src/application/orders/order-gateway';
import { Ports, type PortAdapters } from '../../../src/application/ports';
import type { Clock } from '../../../src/application/shared/clock';
import { token, type DepsOf, type Wired } from '../../../src/application/shared/wiring';
import { createTestContainer } from '../../../src/infrastructure/app/test-container';
import { bindPorts, provide, resolve } from '../../../src/infrastructure/app/wiring';
import { ManualClock } from '../../../src/infrastructure/shared/manual-clock';

// Typed wiring: each port declared once (Ports), bound by both compositions from one typed object,
// injected through one dependency object per class. The @ts-expect-error lines are the type-level
// proof: `npm run typecheck` fails if any of them compiles (an unused @ts-expect-error is an error).

class Greeter {
  static readonly inject = { clock: Ports.clock };
  constructor(readonly deps: DepsOf<typeof Greeter.inject>) {}
  greeting(): string {
    return `It is ${this.deps.clock.now()}`;
  }
}

class Doorman {
  static readonly inject = { greeter: Greeter, clock: Ports.clock };
  constructor(readonly deps: DepsOf<typeof Doorman.inject>) {}
}

describe('typed wiring', () => {
  it('builds a class from its dependency object, once, with its dependencies bound on demand', () => {
    const container = new Container();
    const clock = new ManualClock(1_000);
    container.bind(Ports.clock).toConstantValue(clock);
    const doorman = resolve(container, Doorman);
    expect(doorman.deps.greeter.greeting()).toBe('It is 1000');
    expect(resolve(container, Doorman)).toBe(doorman);
    expect(resolve(container, Greeter)).toBe(doorman.deps.greeter);
  });

  it('binds every port of the table in the test composition', () => {
    const { container, fakes } = createTestContainer();
    for (const name of Object.keys(Ports) as (keyof PortAdapters)[]) {
      expect(container.get(Ports[name])).toBe(fakes[name]);
    }
  });

  it('refuses at compile time to bind or inject the wrong type', () => {
    const container = new Container();
    const clock: Clock = new ManualClock(0);
    const orders = {} as OrderGateway;

    // @ts-expect-error -- a composition must give every port its adapter: this one has only a clock.
    const missing = () => bindPorts(container, { clock });
    // @ts-expect-error -- an order gateway is not a cart gateway.
    const wrongAdapter = (adapters: PortAdapters) => bindPorts(container, { ...adapters, cartGateway: orders });

    class WantsACart {
      // The wiring says "an order gateway" where the constructor wants a cart.
      static readonly inject = { carts: Ports.orderGateway };
      constructor(readonly deps: { carts: CartGateway }) {}
    }
    // @ts-expect-error -- the wiring's type does not match the constructor's dependency object.
    const wrongInjection = () => provide(container, WantsACart);

    const typed = token<Clock>('Example');
    // @ts-expect-error -- a Clock token cannot name a cart gateway in a wiring.
    const wrongToken: Wired<unknown, { carts: CartGateway }>['inject'] = { carts: typed };

    expect([missing, wrongAdapter, wrongInjection, wrongToken]).toHaveLength(4);
  });
});
