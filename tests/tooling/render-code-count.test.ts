// The bench's count of the server-rendering code (issue 27, bench/sections/render-code.ts): every file
// it names exists (a renamed file would silently count 0), and lines are counted at a commit from git
// and in the working tree, a file absent then counting 0 and a commit absent from the clone counting none.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { countLines, lineCount, RENDER_MACHINERY, SHOPPER_PAGES_AND_FORMS } from '../../bench/sections/render-code';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('the server-rendering code count', () => {
  it('names only files that exist', () => {
    expect([...RENDER_MACHINERY, ...SHOPPER_PAGES_AND_FORMS].filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });

  it('counts lines as wc -l does, a last line without its newline included', () => {
    expect([lineCount(''), lineCount('a\n'), lineCount('a\nb\n'), lineCount('a\nb')]).toEqual([0, 1, 2, 2]);
  });

  const repo = mkdtempSync(join(tmpdir(), 'dukkan-count-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('reads the lines before from git and the lines now from the working tree', () => {
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo, encoding: 'utf8' }).trim();
    git('init', '-q');
    writeFileSync(join(repo, 'kept.ts'), 'one\ntwo\nthree\n');
    writeFileSync(join(repo, 'gone.ts'), 'one\n');
    git('add', '.');
    git('commit', '-q', '-m', 'before');
    const before = git('rev-parse', 'HEAD');
    writeFileSync(join(repo, 'kept.ts'), 'one\n');
    writeFileSync(join(repo, 'added.ts'), 'one\ntwo\n');
    rmSync(join(repo, 'gone.ts'));

    expect(countLines(['kept.ts', 'gone.ts', 'added.ts'], before, repo)).toEqual([
      { file: 'kept.ts', before: 3, now: 1 },
      { file: 'gone.ts', before: 1, now: 0 },
      { file: 'added.ts', before: 0, now: 2 },
    ]);
    expect(countLines(['kept.ts'], 'f'.repeat(40), repo)).toEqual([{ file: 'kept.ts', before: null, now: 1 }]);
  });
});
