import { InMemoryDataCache } from '../../../src/infrastructure/shared/in-memory-data-cache';
import { ManualClock } from '../../../src/infrastructure/shared/manual-clock';
import { dataCacheContract } from './data-cache-contract';

dataCacheContract('InMemoryDataCache', () => {
  const clock = new ManualClock();
  return { cache: new InMemoryDataCache(clock), advance: (ms) => clock.advance(ms) };
});
