import type { DependencyList } from 'react';
import { useCommitEffect } from './use-commit-effect';

/**
 * A screen's store told that the screen opened (a form reset to its first values), in the commit that
 * draws it. In a passive effect it came a task later after a hydration, and the browser ran a keystroke
 * in between that the reset then wiped: a CI run lost a login form's e-mail typed just as the server's
 * page was taken over. What was typed into the server's HTML before is handed over after this
 * (useTypedBeforeHydration).
 */
export function useOpened(opened: () => void | (() => void), deps: DependencyList): void {
  // The dependencies are the caller's, as for any effect; what it returns runs when the screen closes.
  useCommitEffect(() => opened() ?? undefined, deps);
}
