import { Factory } from 'fishery';
import type { RetryState } from '../../src/application/frame/chunk-retry';

// A state after one reload at a fixed instant; override count or lastAttemptAt per test.
export const retryStateFactory = Factory.define<RetryState>(() => ({
  count: 1,
  lastAttemptAt: 1_700_000_000_000,
}));
