import { ACCESS_TOKEN_KEY } from '../../../src/application/access-token';
import type { ProfileResponse } from '../../../src/domain/user';
import { InMemoryKeyValueStorage } from '../../../src/infrastructure/in-memory/in-memory-key-value-storage';
import { InMemoryProfileGateway } from '../../../src/infrastructure/in-memory/in-memory-profile-gateway';
import type { Fakes } from '../../../src/infrastructure/test-container';
import { accessToken } from '../../factories/access-token-factory';
import { profileResponseFactory } from '../../factories/profile-response-factory';

// A signed-in shopper: a valid token in local storage and the server's profile for it.
export function signedIn(profile: Partial<ProfileResponse> = {}): Partial<Fakes> {
  return {
    localStorage: new InMemoryKeyValueStorage({ [ACCESS_TOKEN_KEY]: accessToken() }),
    profileGateway: new InMemoryProfileGateway(profileResponseFactory.build(profile)),
  };
}
