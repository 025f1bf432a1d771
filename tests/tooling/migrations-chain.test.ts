// server/drizzle/ must describe the schema exactly (issue 31): every migration of the journal has its
// snapshot, the snapshots form one chain, and `drizzle-kit generate` on server/src/db/schema.ts finds
// nothing to write. A missing or stale snapshot makes the next `npm run db:generate` re-create tables
// that exist; a schema changed without its migration is caught here too.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const drizzle = join(root, 'server/drizzle');

interface Journal { entries: { idx: number; tag: string }[] }
interface Snapshot { id: string; prevId: string }

const journal = JSON.parse(readFileSync(join(drizzle, 'meta/_journal.json'), 'utf8')) as Journal;
const snapshotOf = (idx: number): Snapshot =>
  JSON.parse(readFileSync(join(drizzle, `meta/${String(idx).padStart(4, '0')}_snapshot.json`), 'utf8')) as Snapshot;

describe('server/drizzle', () => {
  it('has a snapshot for every migration, each one following the one before', () => {
    let prevId = '00000000-0000-0000-0000-000000000000';
    for (const entry of journal.entries) {
      expect(existsSync(join(drizzle, `${entry.tag}.sql`))).toBe(true);
      const snapshot = snapshotOf(entry.idx);
      expect({ tag: entry.tag, prevId: snapshot.prevId }).toEqual({ tag: entry.tag, prevId });
      prevId = snapshot.id;
    }
    expect(readdirSync(join(drizzle, 'meta')).filter((name) => name.endsWith('_snapshot.json'))).toHaveLength(journal.entries.length);
    // A migration's SQL outside the journal is never applied by the migrator.
    expect(readdirSync(drizzle).filter((name) => name.endsWith('.sql')).toSorted()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`).toSorted());
  });

  const work = mkdtempSync(join(tmpdir(), 'dukkan-drizzle-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('holds the schema: `drizzle-kit generate` on a copy writes nothing', () => {
    cpSync(drizzle, join(work, 'drizzle'), { recursive: true });
    const config = join(work, 'drizzle.config.mjs');
    // drizzle-kit prefixes `out` with './', so it must be relative to the working directory.
    writeFileSync(
      config,
      `export default ${JSON.stringify({
        dialect: 'postgresql',
        schema: './server/src/db/schema.ts',
        out: relative(root, join(work, 'drizzle')),
        casing: 'snake_case',
      })};\n`,
    );
    const before = readdirSync(join(work, 'drizzle')).toSorted();
    const output = execFileSync(join(root, 'node_modules/.bin/drizzle-kit'), ['generate', '--config', config], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(output).toContain('No schema changes');
    expect(readdirSync(join(work, 'drizzle')).toSorted()).toEqual(before);
  });
});
