import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KNOWN_VIOLATIONS, lintConfigText, packageOtherThan } from '../../tooling/lint-config';

describe('lint configuration (tooling/lint-config.ts writes .oxlintrc.json)', () => {
  it('is committed as the generator writes it (npm run lint:config)', () => {
    expect(readFileSync(new URL('../../.oxlintrc.json', import.meta.url), 'utf8')).toBe(lintConfigText());
  });

  it('spells "a package other than these" without look-around', () => {
    const other = new RegExp(packageOtherThan(['inversify', 'mobx']));
    expect(['mobx', 'inversify', './x', '../cart', '@/domain/cart'].filter((name) => other.test(name))).toEqual([]);
    expect(['react', 'mobx-react-lite', 'm', 'inv', 'ofetch', 'inversify/lib'].every((name) => other.test(name))).toBe(true);
  });

  it('lists each known violation once, in src', () => {
    expect(new Set(KNOWN_VIOLATIONS).size).toBe(KNOWN_VIOLATIONS.length);
    expect(KNOWN_VIOLATIONS.filter((file) => !file.startsWith('src/'))).toEqual([]);
  });
});
