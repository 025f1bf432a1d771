import { describe, expect, it } from 'vitest';
import { AuthStore } from '../../../src/application/account';
import { CountryStore } from '../../../src/application/country';
import type { User } from '../../../src/domain/account/user';
import { PERSISTED_STATE_KEY, emptySnapshot, serialisePersistedState } from '../../../src/domain/shared/persisted-state';
import { InMemoryProfileGateway } from '../../../src/infrastructure/account/in-memory-profile-gateway';
import { createTestContainer } from '../../../src/infrastructure/app/test-container';
import { startStores, storesReadyForPage } from '../../../src/ui/app/app';
import { userFactory } from '../../factories/user-factory';
import { signedIn } from '../support/accounts';

/** A server that has not answered the profile yet: it answers when the test says. */
class HeldProfileGateway extends InMemoryProfileGateway {
  #answer: (() => void) | null = null;
  override async myProfile(): Promise<User> {
    await new Promise<void>((answer) => (this.#answer = answer));
    return super.myProfile();
  }
  answer(): void {
    this.#answer?.();
  }
}

const settledWithin = async (promise: Promise<unknown>, turns = 50): Promise<boolean> => {
  const state = { settled: false };
  void promise.then(() => (state.settled = true));
  for (let turn = 0; turn < turns && !state.settled; turn += 1) await new Promise((next) => setTimeout(next, 0));
  return state.settled;
};

// draw-page.tsx takes a server's page over once this settles (docs/adr/0031): a signed-in shopper's page
// must not wait a round trip for the server to confirm the session it remembers.
describe('storesReadyForPage', () => {
  it("settles with the shopper remembered from the last visit, in their country, before the server confirms the session", async () => {
    const profiles = new HeldProfileGateway(signedIn().profileGateway?.profile ?? null);
    const { container, fakes } = createTestContainer({ ...signedIn(), profileGateway: profiles });
    const remembered = userFactory.build({ id: 7, countryId: 2 });
    fakes.localStorage.set(PERSISTED_STATE_KEY, serialisePersistedState({ ...emptySnapshot(), auth: { isAuthenticated: true, user: remembered } }));

    expect(await settledWithin(storesReadyForPage(container))).toBe(true);
    expect(container.get(AuthStore).user?.id).toBe(7);
    expect(container.get(AuthStore).loading).toBe(true);
    expect(container.get(CountryStore).selectedCountryId).toBe(2);
    expect(await settledWithin(startStores(container))).toBe(false);

    profiles.answer();
    expect(await settledWithin(startStores(container))).toBe(true);
    expect(container.get(AuthStore).loading).toBe(false);
  });

  it("waits for the server's answer when a token comes with no remembered shopper: their country is not known before", async () => {
    const profiles = new HeldProfileGateway(signedIn({ store: 2 }).profileGateway?.profile ?? null);
    const { container } = createTestContainer({ ...signedIn(), profileGateway: profiles });

    expect(await settledWithin(storesReadyForPage(container))).toBe(false);
    profiles.answer();
    expect(await settledWithin(storesReadyForPage(container))).toBe(true);
    expect(container.get(CountryStore).selectedCountryId).toBe(2);
  });

  it("starts every store once, however often it is asked", async () => {
    let asked = 0;
    class CountingProfileGateway extends InMemoryProfileGateway {
      override myProfile(): Promise<User> {
        asked += 1;
        return super.myProfile();
      }
    }
    const { container } = createTestContainer({ ...signedIn(), profileGateway: new CountingProfileGateway(signedIn().profileGateway?.profile ?? null) });
    await Promise.all([storesReadyForPage(container), startStores(container), storesReadyForPage(container)]);
    await startStores(container);
    expect(asked).toBe(1);
  });
});
