// Malformed variants of every operation of an OpenAPI 3.1 document: for each operation a valid
// baseline request is built from its schemas, then one thing at a time is broken (a parameter's
// type or range, a non-finite number, a NUL or a very long text, a missing or an extra field, the
// JSON itself, the content type, the size). Used by tests/server/malformed-input.test.ts.

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  default?: unknown;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface MalformedRequest {
  /** What was broken, e.g. "query pageSize = 1e309". */
  label: string;
  /** The request field the answer should name, when the break is in one field. */
  field?: string;
  /** Refused whatever the state: a 2xx is a failure too (a missing or extra field, a body that is no JSON object…). */
  refused?: boolean;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Raw body text (sent as is, so it can be invalid JSON or hold 1e309). */
  body?: string;
}

export interface OperationVariants {
  operation: string;
  secured: boolean;
  variants: MalformedRequest[];
}

const NUL = '\u0000';
const LONG = 'a'.repeat(20_000);

/** Integer texts of every kind a path or query parameter can receive. */
const INTEGER_TEXTS = [
  'abc', '1.5', '0', '-1', '2147483648', '99999999999', '9007199254740993', '1e17', '1e20',
  'Infinity', '-Infinity', '1e309', '-1e309', 'NaN', '0x10', '%20', '', '%00', '1%00', '1e2', '%E0%A4%A', '%', '1%2F2', LONG.slice(0, 400),
];
const NUMBER_TEXTS = ['abc', '-1', '-0', 'Infinity', '-Infinity', '1e309', '-1e309', 'NaN', '1e400', '1e300', '1e-320', '9e15', '%00'];
const BOOLEAN_TEXTS = ['maybe', '2', '%00', ''];
const TEXT_TEXTS = ['%00', 'a%00b', encodeURIComponent(LONG.slice(0, 5000)), '%ED%A0%80', '%FF', '%', encodeURIComponent('\u{1F600}')];

/** Raw JSON values that break a body property of the given kind. */
const INTEGER_JSON = ['"abc"', '1.5', 'true', 'null', '{}', '[]', '[1]', '0', '-1', '2147483648', '99999999999', '1e17', '1e309', '-1e309', '"1e309"', '"Infinity"', '"2147483648"'];
const NUMBER_JSON = ['"abc"', 'true', 'null', '{}', '-1', '1e309', '-1e309', '"Infinity"', '1e300'];
const STRING_JSON = [
  '123', 'true', 'null', '{}', '[]', '["a"]',
  JSON.stringify(NUL), JSON.stringify(`ab${NUL}cd`), JSON.stringify(`${NUL}${'x'.repeat(20)}`),
  '"\\ud800"', '"\\udfff abc"', JSON.stringify(LONG.slice(0, 3000)), JSON.stringify(LONG),
];
const BOOLEAN_JSON = ['"yes"', '2', 'null', '{}'];
const ARRAY_JSON = ['"a"', '{}', 'null', JSON.stringify(Array.from({ length: 50 }, () => 'x')), `[${JSON.stringify(NUL)}]`];

const kindOf = (schema: JsonSchema): string => {
  if (schema.anyOf ?? schema.oneOf) return kindOf((schema.anyOf ?? schema.oneOf ?? [])[0] ?? {});
  if (schema.enum !== undefined || schema.const !== undefined) return 'string';
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  return type ?? 'string';
};

const TEXT_CANDIDATES = [
  'Sample text',
  'shopper@dukkan.test',
  '963912345678',
  '123456',
  // A country calling code (phone sign-in's callingCode).
  '963',
  'data:image/png;base64,iVBORw0KGgo=',
  'a',
];

function fits(text: string, schema: JsonSchema): boolean {
  if (schema.minLength !== undefined && text.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && text.length > schema.maxLength) return false;
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(text)) return false;
  if (schema.format === 'email' && !text.includes('@')) return false;
  return true;
}

/**
 * A value a field of this name may take for the request to get past the business rules too (an
 * existing id, an address not yet taken), or undefined to let the schema decide.
 */
export type Baseline = (name: string, schema: JsonSchema) => unknown;

/** A value the schema accepts (the first of anyOf, the first enum member, a text that fits). */
export function validValue(schema: JsonSchema, baseline: Baseline = () => undefined, name = ''): unknown {
  const chosen = name ? baseline(name, schema) : undefined;
  if (chosen !== undefined) return chosen;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined) return schema.enum[0];
  if (schema.anyOf ?? schema.oneOf) return validValue((schema.anyOf ?? schema.oneOf ?? [])[0] ?? {});
  switch (kindOf(schema)) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items ?? {}));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [property, propertySchema] of Object.entries(schema.properties ?? {})) out[property] = validValue(propertySchema, baseline, property);
      return out;
    }
    default:
      return TEXT_CANDIDATES.find((text) => fits(text, schema)) ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

function parameterTexts(schema: JsonSchema): string[] {
  switch (kindOf(schema)) {
    case 'integer':
      return INTEGER_TEXTS;
    case 'number':
      return NUMBER_TEXTS;
    case 'boolean':
      return BOOLEAN_TEXTS;
    default:
      return [...TEXT_TEXTS, 'not-a-member'];
  }
}

function propertyJson(schema: JsonSchema): string[] {
  switch (kindOf(schema)) {
    case 'integer':
      return INTEGER_JSON;
    case 'number':
      return NUMBER_JSON;
    case 'boolean':
      return BOOLEAN_JSON;
    case 'array':
      return ARRAY_JSON;
    case 'object':
      return ['"a"', '[]', 'null'];
    default:
      return STRING_JSON;
  }
}

const PAGE_OVERFLOWS = [
  { pageNo: '1e17', pageSize: '100' },
  { pageNo: '2147483647', pageSize: '100' },
  { pageNo: '2147483648', pageSize: '100' },
  { pageNo: '92233720368547758', pageSize: '500' },
  { pageNo: '1', pageSize: '1e309' },
];

/** Every malformed variant of every operation of the document (the document's own routes excluded). */
export function malformedRequests(document: OpenApiDocument, baseline: Baseline): OperationVariants[] {
  const out: OperationVariants[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const verb = method.toUpperCase();
      const parameters = operation.parameters ?? [];
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const pathValues: Record<string, string> = {};
      const queryValues: Record<string, string> = {};
      const headerValues = (): Record<string, string> => {
        const headers: Record<string, string> = {};
        for (const p of parameters) if (p.in === 'header') headers[p.name] = String(validValue(p.schema, baseline, p.name));
        return headers;
      };
      for (const p of parameters) {
        if (p.in === 'path') pathValues[p.name] = String(validValue(p.schema, baseline, p.name));
        if (p.in === 'query' && p.required) queryValues[p.name] = String(validValue(p.schema, baseline, p.name));
      }
      // Made again for each variant: a field like an e-mail address at sign-up must be new every time.
      const freshBody = (): Record<string, unknown> | undefined =>
        bodySchema ? (validValue(bodySchema, baseline) as Record<string, unknown>) : undefined;
      const baseBody = freshBody();
      const jsonHeaders = (): Record<string, string> =>
        bodySchema ? { ...headerValues(), 'content-type': 'application/json' } : headerValues();

      const build = (
        label: string,
        change: { path?: Record<string, string>; query?: string; body?: string; headers?: Record<string, string>; field?: string; refused?: boolean },
      ): MalformedRequest => {
        const values = { ...pathValues, ...change.path };
        const url = `${path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '1')}`;
        const baseQuery = Object.entries(queryValues).map(([name, value]) => `${name}=${value}`);
        const query = change.query === undefined ? baseQuery.join('&') : change.query;
        return {
          label,
          ...(change.field !== undefined ? { field: change.field } : {}),
          ...(change.refused ? { refused: true } : {}),
          method: verb,
          url: query ? `${url}?${query}` : url,
          headers: change.headers ?? jsonHeaders(),
          ...(change.body !== undefined ? { body: change.body } : bodySchema !== undefined ? { body: JSON.stringify(freshBody()) } : {}),
        };
      };
      const withQuery = (name: string, text: string | string[]): string => {
        const others = Object.entries(queryValues).filter(([other]) => other !== name).map(([other, value]) => `${other}=${value}`);
        const mine = (Array.isArray(text) ? text : [text]).map((value) => `${name}=${value}`);
        return [...others, ...mine].join('&');
      };

      const variants: MalformedRequest[] = [];
      for (const p of parameters) {
        if (p.in === 'path') {
          for (const text of parameterTexts(p.schema)) {
            if (text === '') continue; // an empty segment is another route
            variants.push(build(`path ${p.name} = ${text.slice(0, 30)}`, { path: { [p.name]: text }, field: p.name }));
          }
        }
        if (p.in === 'query') {
          for (const text of parameterTexts(p.schema)) variants.push(build(`query ${p.name} = ${text.slice(0, 30)}`, { query: withQuery(p.name, text), field: p.name }));
          variants.push(build(`query ${p.name} twice`, { query: withQuery(p.name, ['1', 'abc']), field: p.name }));
          if (p.required) variants.push(build(`query ${p.name} missing`, { query: withQuery(p.name, []), field: p.name }));
        }
        if (p.in === 'header') {
          const headers = jsonHeaders();
          for (const value of ['', 'short', 'x'.repeat(5000), '\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9']) {
            variants.push(build(`header ${p.name} = ${value.slice(0, 20)}`, { headers: { ...headers, [p.name]: value }, field: p.name }));
          }
          const { [p.name]: _dropped, ...without } = headers;
          variants.push(build(`header ${p.name} missing`, { headers: without, field: p.name }));
        }
      }
      const pageParameters = parameters.filter((p) => p.in === 'query' && (p.name === 'pageNo' || p.name === 'pageSize'));
      if (pageParameters.length === 2) {
        for (const page of PAGE_OVERFLOWS) {
          variants.push(build(`page ${page.pageNo} × ${page.pageSize}`, { query: `pageNo=${page.pageNo}&pageSize=${page.pageSize}` }));
        }
      }
      variants.push(build('unknown query parameter', { query: [...Object.entries(queryValues).map(([n, v]) => `${n}=${v}`), 'zzz=%00'].join('&') }));

      if (bodySchema && baseBody !== undefined) {
        const required = new Set(bodySchema.required ?? []);
        for (const [name, property] of Object.entries(bodySchema.properties ?? {})) {
          for (const json of propertyJson(property)) {
            const text = JSON.stringify({ ...freshBody(), [name]: '__VALUE__' }).replace('"__VALUE__"', json);
            variants.push(build(`body ${name} = ${json.slice(0, 30)}`, { body: text, field: name }));
          }
          if (required.has(name)) {
            const { [name]: _dropped, ...rest } = freshBody() ?? {};
            variants.push(build(`body ${name} missing`, { body: JSON.stringify(rest), field: name, refused: true }));
          }
        }
        variants.push(build('body with an extra field', { body: JSON.stringify({ ...freshBody(), zzz: 1 }), field: 'zzz', refused: true }));
        for (const body of ['[]', '"text"', '42', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}']) {
          variants.push(build(`body ${body}`, { body, refused: true }));
        }
        // No body at all is fine where every field is optional.
        for (const body of ['null', '{}']) variants.push(build(`body ${body}`, { body, refused: required.size > 0 }));
      }
      if (verb !== 'GET') {
        const headers = jsonHeaders();
        const without = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'content-type'));
        for (const body of ['{', '{"a":', 'nul', '{"a":1}}', `{"a":"${NUL}"`, '\u00ff\u00fe{}', '['.repeat(20_000)]) {
          variants.push(build(`invalid JSON ${body.slice(0, 10)}`, { body, headers: { ...without, 'content-type': 'application/json' }, refused: true }));
        }
        variants.push(build('empty JSON body', { body: '', headers: { ...without, 'content-type': 'application/json' }, refused: bodySchema?.required !== undefined }));
        const valid = JSON.stringify(freshBody() ?? {});
        // A route that reads no body may ignore one of any type; one that reads JSON refuses the others.
        for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/jsonx', '\u00e9/\u00e9']) {
          variants.push(build(`content type ${type}`, { body: valid, headers: { ...without, 'content-type': type }, refused: bodySchema !== undefined }));
        }
        variants.push(build('content type application/json; charset=utf-16', { body: valid, headers: { ...without, 'content-type': 'application/json; charset=utf-16' } }));
        variants.push(build('body too large', { body: JSON.stringify({ ...baseBody, zzz: 'x'.repeat(6 * 1024 * 1024) }), headers: { ...without, 'content-type': 'application/json' }, refused: true }));
      }
      out.push({ operation: `${verb} ${path}`, secured: (operation.security ?? []).length > 0, variants });
    }
  }
  return out;
}
