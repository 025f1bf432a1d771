// Debian's Chromium (never a downloaded browser), with the flags a root user in a container needs.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`bench: no Chromium at ${path} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  return path;
}

export function chromiumArgs(): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ];
}

export const freshProfile = (): string => mkdtempSync(join(tmpdir(), 'dukkan-chromium-'));
