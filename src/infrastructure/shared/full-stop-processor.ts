// The translations' one full stop (src/domain/shared/full-stop.ts) as an i18next post-processor: it runs after
// the interpolation, so "… {{freeFrom}}." with an Arabic amount ending in "ل.ل." reads with one dot. The
// browser's instance and the server renderer's both use it (`postProcess: [FULL_STOP]`).
import type { PostProcessorModule } from 'i18next';
import { FULL_STOP, oneFullStop } from '../../domain/shared/full-stop';

export const fullStopProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: FULL_STOP,
  // Objects asked for with returnObjects are translated key by key (each string comes through here); anything
  // else is passed on as it is.
  process: (value: string) => (typeof value === 'string' ? oneFullStop(value) : value),
};
