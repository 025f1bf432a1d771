// The server's render (dist-ssr/, `vite build --ssr`) bundles React, which picks its production or
// development build from process.env.NODE_ENV when it runs. The server does not set it, so the build
// must: React's development build made every render 2–4× slower (issue 27's signed-in pages).
import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import config from '../../vite.config';

const resolved = (env: Partial<ConfigEnv>): UserConfig => {
  if (typeof config !== 'function') throw new Error('vite.config.ts exports a function of the build');
  return config({ command: 'build', mode: 'production', isSsrBuild: false, isPreview: false, ...env }) as UserConfig;
};

describe('the server render build', () => {
  it('fixes React to its production build in a production build, whatever NODE_ENV the server runs under', () => {
    expect(resolved({ isSsrBuild: true }).define?.['process.env.NODE_ENV']).toBe('"production"');
  });

  it('keeps the development build for a development build', () => {
    expect(resolved({ isSsrBuild: true, mode: 'development' }).define?.['process.env.NODE_ENV']).toBe('"development"');
  });
});
