// Readers of untrusted stored JSON: each answers the value in its type, or undefined when the value is
// not what this code writes. The persisted state is read with them (persisted-state.ts), and a feature
// that persists a value defines its reader beside the value's type (cart.ts: readCartLine), so a new
// field and its reader change together.

export type Reader<T> = (value: unknown) => T | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const str: Reader<string> = (value) => (typeof value === 'string' ? value : undefined);
export const bool: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);
/** Money and counts are whole numbers; a fraction means the value was not written by this code. */
export const int: Reader<number> = (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined);

// A missing nullable field is as wrong as a missing required one: both mean another shape.
export const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (value) =>
    value === null ? null : read(value);

export const arrayOf =
  <T>(read: Reader<T>): Reader<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return undefined;
    const out: T[] = [];
    for (const item of value) {
      const parsed = read(item);
      if (parsed === undefined) return undefined;
      out.push(parsed);
    }
    return out;
  };

type Shape<T> = { [K in keyof T]-?: Reader<T[K]> };

// Builds an object with exactly the fields of the shape, so unknown fields are dropped.
export const object =
  <T>(shape: Shape<T>): Reader<T> =>
  (value) => {
    if (!isRecord(value)) return undefined;
    const out: Partial<T> = {};
    for (const key of Object.keys(shape) as (keyof T)[]) {
      const parsed = shape[key](value[key as string]);
      if (parsed === undefined) return undefined;
      out[key] = parsed;
    }
    return out as T;
  };

