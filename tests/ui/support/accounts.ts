import type { ProfileWire } from '../../../src/infrastructure/account/account-contract';
import { InMemoryProfileGateway } from '../../../src/infrastructure/account/in-memory-profile-gateway';
import { InMemorySession } from '../../../src/infrastructure/account/in-memory-session';
import type { Fakes } from '../../../src/infrastructure/app/test-container';
import { accessToken } from '../../factories/access-token-factory';
import { profileWireFactory } from '../../factories/profile-wire-factory';

// A signed-in shopper: a session with a valid token and the server's profile for it (in the API's words).
export function signedIn(profile: Partial<ProfileWire> = {}): Partial<Fakes> {
  return {
    session: new InMemorySession(accessToken()),
    profileGateway: new InMemoryProfileGateway(profileWireFactory.build(profile)),
  };
}
