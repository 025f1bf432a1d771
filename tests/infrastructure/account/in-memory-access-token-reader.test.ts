import { describe, expect, it } from 'vitest';
import { InMemoryAccessTokenReader } from '../../../src/infrastructure/account/in-memory-access-token-reader';
import { accessTokenReaderContract } from './access-token-reader-contract';

accessTokenReaderContract('InMemoryAccessTokenReader', () => {
  const reader = new InMemoryAccessTokenReader();
  return { reader, issue: async (claims) => reader.issue(claims) };
});

describe('InMemoryAccessTokenReader', () => {
  it('knows only the tokens it issued; its table is public state a test can change', () => {
    const reader = new InMemoryAccessTokenReader();
    const token = reader.issue({ userId: 3, expiresAt: 1_000 });

    expect(new InMemoryAccessTokenReader().read(token)).toBeNull();
    reader.tokens.delete(token);
    expect(reader.read(token)).toBeNull();
  });
});
