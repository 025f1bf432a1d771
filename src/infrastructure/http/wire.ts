import { ServerError } from '../../application/errors';

// Small readers for answers whose shape the OpenAPI document promises; a broken promise is a
// ServerError, never a crash deep inside a view.

export type WireObject = Record<string, unknown>;

export const isWireObject = (value: unknown): value is WireObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const unexpected = (what: string): ServerError => new ServerError(`Unexpected answer: ${what}.`);

export function objectAt(value: unknown, key: string): WireObject {
  const field = isWireObject(value) ? value[key] : undefined;
  if (!isWireObject(field)) throw unexpected(`${key} is not an object`);
  return field;
}

export function arrayAt(value: unknown, key: string): unknown[] {
  const field = isWireObject(value) ? value[key] : undefined;
  if (!Array.isArray(field)) throw unexpected(`${key} is not a list`);
  return field;
}

export function stringAt(value: WireObject, key: string): string {
  const field = value[key];
  if (typeof field !== 'string') throw unexpected(`${key} is not text`);
  return field;
}

export function numberAt(value: WireObject, key: string): number {
  const field = value[key];
  if (typeof field !== 'number' || !Number.isFinite(field)) throw unexpected(`${key} is not a number`);
  return field;
}

export function booleanAt(value: WireObject, key: string): boolean {
  const field = value[key];
  if (typeof field !== 'boolean') throw unexpected(`${key} is not true or false`);
  return field;
}

export function optionalStringAt(value: WireObject, key: string): string | null {
  const field = value[key];
  return typeof field === 'string' ? field : null;
}

export function optionalNumberAt(value: WireObject, key: string): number | null {
  const field = value[key];
  return typeof field === 'number' && Number.isFinite(field) ? field : null;
}

export function optionalBooleanAt(value: WireObject, key: string): boolean | null {
  const field = value[key];
  return typeof field === 'boolean' ? field : null;
}

export function objects(list: unknown[], what: string): WireObject[] {
  return list.map((item) => {
    if (!isWireObject(item)) throw unexpected(`an item of ${what} is not an object`);
    return item;
  });
}
