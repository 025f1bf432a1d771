import type { ErrorReporter } from '../../application/shared/error-reporter';
import { WebStorageKeyValue } from './web-storage-key-value';

export class SessionStorageKeyValue extends WebStorageKeyValue {
  constructor(reporter: ErrorReporter, area: () => Storage = () => globalThis.sessionStorage) {
    super(area, reporter, 'sessionStorage');
  }
}
