import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMERGENCY_PATH, emergencyAction, showEmergencyOption } from '../../../src/application/frame/emergency';
import { normalisePathname } from '../../../src/application/frame/route-path';

describe('emergencyAction', () => {
  it('goes from the home page to the emergency page', () => {
    expect(emergencyAction('/')).toEqual({ kind: 'navigate', to: '/emergency' });
    expect(EMERGENCY_PATH).toBe('/emergency');
  });

  it('wipes all storage and reloads when already on the emergency page', () => {
    expect(emergencyAction('/emergency')).toEqual({ kind: 'wipe-and-reload' });
  });

  it('goes home from any other page', () => {
    expect(emergencyAction('/cart')).toEqual({ kind: 'navigate', to: '/' });
    expect(emergencyAction('/product/17')).toEqual({ kind: 'navigate', to: '/' });
    expect(emergencyAction('/home-desktop')).toEqual({ kind: 'navigate', to: '/' });
  });

  it.each(['/?lng=ar', '/#top', ''])('treats %j as the home page', (pathname) => {
    expect(emergencyAction(pathname)).toEqual({ kind: 'navigate', to: '/emergency' });
  });

  it.each(['/emergency/', '/emergency?from=error', '/emergency#support', '/EMERGENCY'])(
    'treats %j as the emergency page',
    (pathname) => {
      expect(emergencyAction(pathname)).toEqual({ kind: 'wipe-and-reload' });
    },
  );

  it('does not mistake a look-alike path for the emergency page', () => {
    expect(emergencyAction('/emergency-contacts')).toEqual({ kind: 'navigate', to: '/' });
    expect(emergencyAction('/emergency/extra')).toEqual({ kind: 'navigate', to: '/' });
  });

  it('never sends the user to the page they are already on', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom('/', '/emergency', '/cart', '/shop?x=1'), fc.string()), (pathname) => {
        const action = emergencyAction(pathname);
        const stays = action.kind === 'navigate' && action.to === normalisePathname(pathname);
        expect(stays).toBe(false);
      }),
    );
  });
});

describe('showEmergencyOption', () => {
  it('offers "Try Emergency Page" on the home page only', () => {
    expect(showEmergencyOption('/')).toBe(true);
    expect(showEmergencyOption('/?lng=en')).toBe(true);
    expect(showEmergencyOption('/shop')).toBe(false);
    expect(showEmergencyOption('/emergency')).toBe(false);
  });
});
