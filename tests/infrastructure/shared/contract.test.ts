import * as Type from 'typebox';
import { Value } from 'typebox/value';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContractError, parse } from '../../../src/infrastructure/shared/contract';

const Line = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  title: Type.String({ minLength: 1, maxLength: 5, pattern: '^[^\\u0000]*$' }),
  price: Type.Number({ minimum: 0 }),
  note: Type.Optional(Type.String()),
  colour: Type.Union([Type.String(), Type.Null()]),
  kind: Type.Union([Type.Literal('a'), Type.Literal('b')]),
  tags: Type.Array(Type.String(), { maxItems: 2 }),
  on: Type.Boolean(),
});
const Answer = Type.Object({ lines: Type.Array(Line) });

const good = { lines: [{ id: 1, title: 'Tea', price: 2.5, colour: null, kind: 'a', tags: [], on: true }] };

describe('parse (the client edge of the contract)', () => {
  it('answers a conforming value as it is', () => {
    expect(parse(Answer, good)).toBe(good);
  });

  it.each([
    ['a missing field', { lines: [{ ...good.lines[0], id: undefined }] }, 'answer.lines[0].id'],
    ['a string for a number', { lines: [{ ...good.lines[0], price: '2.5' }] }, 'answer.lines[0].price'],
    ['a fraction for an integer', { lines: [{ ...good.lines[0], id: 1.5 }] }, 'answer.lines[0].id'],
    ['a number out of range', { lines: [{ ...good.lines[0], id: 0 }] }, 'answer.lines[0].id'],
    ['text too long', { lines: [{ ...good.lines[0], title: 'Teapots' }] }, 'answer.lines[0].title'],
    ['a NUL in text', { lines: [{ ...good.lines[0], title: 'a\u0000' }] }, 'answer.lines[0].title'],
    ['a value outside a union', { lines: [{ ...good.lines[0], kind: 'c' }] }, 'answer.lines[0].kind'],
    ['null where not allowed', { lines: [{ ...good.lines[0], on: null }] }, 'answer.lines[0].on'],
    ['too many items', { lines: [{ ...good.lines[0], tags: ['a', 'b', 'c'] }] }, 'answer.lines[0].tags'],
    ['a list for an object', [], 'answer'],
  ])('names the field on %s', (_name, value, path) => {
    const thrown = (() => {
      try {
        parse(Answer, value);
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(ContractError);
    expect((thrown as ContractError).path).toBe(path);
  });

  it('agrees with TypeBox on every value TypeBox accepts or refuses', () => {
    const arbitraryLine = fc.record({
      id: fc.oneof(fc.integer(), fc.double(), fc.constant('1')),
      title: fc.oneof(fc.string({ maxLength: 7 }), fc.constant(null)),
      price: fc.oneof(fc.double({ noNaN: true }), fc.integer()),
      colour: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
      kind: fc.constantFrom('a', 'b', 'c'),
      tags: fc.array(fc.string(), { maxLength: 3 }),
      on: fc.oneof(fc.boolean(), fc.constant(null)),
    });
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 3 }), (lines) => {
        const value = { lines };
        const accepted = (() => {
          try {
            parse(Answer, value);
            return true;
          } catch {
            return false;
          }
        })();
        expect(accepted).toBe(Value.Check(Answer, value));
      }),
    );
  });
});
