import { HOME_PATH, isHomePath, normalisePathname } from './route-path';

// The emergency option of the error screens (spec section 4): home -> emergency page,
// emergency page -> wipe all storage and reload, anywhere else -> home.

export const EMERGENCY_PATH = '/emergency';

export type EmergencyAction =
  | { kind: 'navigate'; to: typeof EMERGENCY_PATH }
  | { kind: 'navigate'; to: typeof HOME_PATH }
  | { kind: 'wipe-and-reload' };

export const emergencyAction = (pathname: string): EmergencyAction => {
  if (isHomePath(pathname)) return { kind: 'navigate', to: EMERGENCY_PATH };
  if (normalisePathname(pathname) === EMERGENCY_PATH) return { kind: 'wipe-and-reload' };
  return { kind: 'navigate', to: HOME_PATH };
};

// 'Try Emergency Page' is offered on the 'Something went wrong' screen of the home page only.
export const showEmergencyOption = (pathname: string): boolean => isHomePath(pathname);
