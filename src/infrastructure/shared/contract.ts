import type { Static, TSchema } from 'typebox';
import { ServerError } from '../../application/shared/errors';

// The client's edge: an answer is checked against the TypeBox schema the server declared for that
// answer, in each feature's contract file under src/infrastructure, so a server that drifts from the
// contract fails here with the path that broke, never deep inside a view. TypeBox's own checker costs 38 kB
// gzipped in the first load; the schemas are plain JSON Schema, and the keywords the contract uses
// are checked here in about 1 kB (docs/adr/0027-one-contract.md).

/** An answer that is not what the contract says. */
export class ContractError extends ServerError {
  override readonly name = 'ContractError';
  constructor(
    readonly path: string,
    readonly expected: string,
  ) {
    super(`Unexpected answer: ${path} is not ${expected}.`);
  }
}

type Schema = {
  type?: string | string[];
  anyOf?: Schema[];
  allOf?: Schema[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};

const typeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : Number.isFinite(value) ? 'number' : 'non-finite';
  return typeof value;
};

const fits = (actual: string, wanted: string): boolean => actual === wanted || (wanted === 'number' && actual === 'integer');

/** The first place `value` breaks `schema`, as [path, expected], or null when it conforms. */
function breach(schema: Schema, value: unknown, path: string): [string, string] | null {
  if (schema.anyOf !== undefined) {
    return schema.anyOf.some((option) => breach(option, value, path) === null) ? null : [path, 'any of the allowed shapes'];
  }
  for (const part of schema.allOf ?? []) {
    const found = breach(part, value, path);
    if (found !== null) return found;
  }
  if ('const' in schema && value !== schema.const) return [path, JSON.stringify(schema.const)];
  if (schema.enum !== undefined && !schema.enum.includes(value)) return [path, `one of ${JSON.stringify(schema.enum)}`];
  const actual = typeOf(value);
  const wanted = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (wanted.length > 0 && !wanted.some((type) => fits(actual, type))) return [path, `of type ${wanted.join(' or ')}`];
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return [path, `at least ${schema.minimum}`];
    if (schema.maximum !== undefined && value > schema.maximum) return [path, `at most ${schema.maximum}`];
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return [path, `above ${schema.exclusiveMinimum}`];
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return [path, `below ${schema.exclusiveMaximum}`];
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) return [path, `at least ${schema.minLength} characters`];
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return [path, `at most ${schema.maxLength} characters`];
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return [path, `text matching ${schema.pattern}`];
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return [path, `a list of at least ${schema.minItems}`];
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return [path, `a list of at most ${schema.maxItems}`];
    if (schema.items !== undefined) {
      for (const [index, item] of value.entries()) {
        const found = breach(schema.items, item, `${path}[${index}]`);
        if (found !== null) return found;
      }
    }
  }
  if (actual === 'object' && schema.properties !== undefined) {
    const object = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (object[key] === undefined) return [`${path}.${key}`, 'present'];
    for (const [key, property] of Object.entries(schema.properties)) {
      if (object[key] === undefined) continue;
      const found = breach(property, object[key], `${path}.${key}`);
      if (found !== null) return found;
    }
  }
  return null;
}

/** The answer, typed by its schema; a ContractError naming the first field that breaks it. */
export function parse<S extends TSchema>(schema: S, value: unknown, what = 'answer'): Static<S> {
  const found = breach(schema as Schema, value, what);
  if (found !== null) throw new ContractError(found[0], found[1]);
  return value as Static<S>;
}
