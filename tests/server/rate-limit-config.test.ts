// The per-address allowance of the account calls, read from the environment (docs/api.md): where many
// shoppers share one address (a carrier's NAT, an office, the browser suite on 127.0.0.1) an operator
// raises it; the per-account and login-pair limits stay as they are.
import { describe, expect, test } from 'vitest';
import { DEFAULT_RATE_LIMITS, loadServerEnv } from '../../server/src/config.js';

const rateLimitsOf = (env: NodeJS.ProcessEnv) => loadServerEnv(env, '/tmp/unused').app.rateLimits;

describe('RATE_LIMIT_PER_IP', () => {
  test('unset: 30 account calls an address in 15 minutes, and the defaults of ADR 0020', () => {
    expect(rateLimitsOf({})).toEqual(DEFAULT_RATE_LIMITS);
    expect(rateLimitsOf({}).perIp).toEqual({ max: 30, windowMs: 15 * 60_000 });
  });

  test('a whole number raises (or lowers) only the per-address allowance', () => {
    const limits = rateLimitsOf({ RATE_LIMIT_PER_IP: '500' });
    expect(limits.perIp).toEqual({ max: 500, windowMs: 15 * 60_000 });
    expect(limits.perAccount).toEqual(DEFAULT_RATE_LIMITS.perAccount);
    expect(limits.loginPerAccountAndIp).toEqual(DEFAULT_RATE_LIMITS.loginPerAccountAndIp);
  });

  test.each(['', 'lots', '0', '-5', '1e400', '2.5'])('%j is not a limit: the default stays', (value) => {
    expect(rateLimitsOf({ RATE_LIMIT_PER_IP: value }).perIp).toEqual(DEFAULT_RATE_LIMITS.perIp);
  });
});
