// Fastify compiles every route's response serializer (fast-json-stringify) when the app gets ready:
// about 70 routes, a good part of the server's start (issue 10, ADR 0016). These factories wrap
// Fastify's own, so each serializer is built the first time its route answers instead, the same code
// from the same schema: a route never called costs nothing.
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type Serialize = (payload: unknown) => string;
type SerializerCompiler = (route: { schema: unknown; method: string; url: string; httpStatus: string; contentType?: string }) => Serialize;
type SerializerFactory = (externalSchemas: unknown, options: unknown) => SerializerCompiler;

// Fastify's default factory, resolved from fastify's own folder (it is fastify's dependency, not ours).
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const defaultSerializerFactory = (fromFastify('@fastify/fast-json-stringify-compiler') as () => SerializerFactory)();

/** Wraps a compiler so that each serializer is compiled on its first use, once. */
export function lazySerializers(compile: SerializerCompiler): SerializerCompiler {
  return (route) => {
    let serialize: Serialize | undefined;
    return (payload) => (serialize ??= compile(route))(payload);
  };
}

export const lazyCompilers: NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'] = {
  buildSerializer: ((externalSchemas: unknown, options: unknown) =>
    lazySerializers(defaultSerializerFactory(externalSchemas, options))) as never,
};
