import { MANUAL_CLOCK_START_MS } from '../../../src/infrastructure/shared/manual-clock';
import { createTestContainer, type Fakes } from '../../../src/infrastructure/app/test-container';
import { accessToken } from '../../factories/access-token-factory';

export const HOUR_MS = 3_600_000;

/** A token valid for an hour after the manual clock's start. */
export const validToken = (): string =>
  accessToken({ payload: { sub: '7', exp: (MANUAL_CLOCK_START_MS + HOUR_MS) / 1000 } });

export const expiredToken = (): string =>
  accessToken({ payload: { sub: '7', exp: (MANUAL_CLOCK_START_MS - HOUR_MS) / 1000 } });

/** The test composition, with a session started (a valid token) when signedIn. */
export function setup(options: { signedIn?: boolean; overrides?: Partial<Fakes> } = {}) {
  const composition = createTestContainer(options.overrides);
  if (options.signedIn === true) composition.fakes.session.started(validToken());
  return composition;
}
