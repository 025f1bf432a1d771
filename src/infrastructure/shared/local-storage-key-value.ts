import type { ErrorReporter } from '../../application/shared/error-reporter';
import { WebStorageKeyValue } from './web-storage-key-value';

export class LocalStorageKeyValue extends WebStorageKeyValue {
  constructor(reporter: ErrorReporter, area: () => Storage = () => globalThis.localStorage) {
    super(area, reporter, 'localStorage');
  }
}
