// Fastify compiles every route's request validators (Ajv) and response serializers (fast-json-stringify)
// when the app gets ready: about 70 routes, a good part of the server's start (issue 10, ADR 0016).
// These factories wrap Fastify's own, so each is built the first time its route needs it instead: the
// same code from the same schema, and a route never called costs nothing. Ajv and fast-json-stringify
// themselves are loaded on the first validation or serialization.
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type Serialize = (payload: unknown) => string;
type SerializerRoute = { schema: unknown; method: string; url: string; httpStatus: string; contentType?: string };
type SerializerCompiler = (route: SerializerRoute) => Serialize;
type SerializerFactory = (externalSchemas: unknown, options: unknown) => SerializerCompiler;

/** What Fastify expects of a validator: Ajv's functions carry their errors and a schemaEnv. */
type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type ValidatorRoute = { schema: unknown; method: string; url: string; httpPart: string };
type ValidatorCompiler = (route: ValidatorRoute) => Validate;
type ValidatorFactory = (externalSchemas: unknown, options: unknown) => ValidatorCompiler;

// Fastify's default factories, resolved from fastify's own folder (they are its dependencies, not ours).
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const defaultFactory = <T>(name: string) => (fromFastify(name) as () => T)();

/** Wraps a compiler so that each serializer is compiled on its first use, once. */
export function lazySerializers(compile: SerializerCompiler): SerializerCompiler {
  return (route) => {
    let serialize: Serialize | undefined;
    return (payload) => (serialize ??= compile(route))(payload);
  };
}

/** Wraps a compiler so that each validator is compiled on its first use, once, answering as that one does. */
export function lazyValidators(compile: ValidatorCompiler): ValidatorCompiler {
  return (route) => {
    let validate: Validate | undefined;
    const lazy: Validate = (data, context) => {
      validate ??= compile(route);
      const result = validate.schemaEnv === undefined ? validate(data) : validate(data, context);
      lazy.errors = validate.errors;
      return result;
    };
    // Fastify hands the parent data (Ajv needs it to coerce a root value) only to a validator with a
    // schemaEnv, as Ajv's have: this one always takes it and passes it on when the compiled one does.
    lazy.schemaEnv = true;
    return lazy;
  };
}

/**
 * A factory whose compilers are made on first use from the default factory, itself made on first use:
 * one per app, as Fastify makes one default factory per app (it pools Ajv instances by options).
 */
function deferred<Compiler extends (route: never) => unknown>(
  makeDefault: () => (externalSchemas: unknown, options: unknown) => Compiler,
  wrap: (compile: Compiler) => Compiler,
) {
  let factory: ((externalSchemas: unknown, options: unknown) => Compiler) | undefined;
  return (externalSchemas: unknown, options: unknown): Compiler => {
    let compiler: Compiler | undefined;
    return wrap(((route: never) => (compiler ??= (factory ??= makeDefault())(externalSchemas, options))(route)) as Compiler);
  };
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** For Fastify({ schemaController: { compilersFactory: lazyCompilers() } }): a new pair per app. */
export function lazyCompilers(): CompilersFactory {
  return {
    buildValidator: deferred<ValidatorCompiler>(() => defaultFactory<ValidatorFactory>('@fastify/ajv-compiler'), lazyValidators) as never,
    buildSerializer: deferred<SerializerCompiler>(
      () => defaultFactory<SerializerFactory>('@fastify/fast-json-stringify-compiler'),
      lazySerializers,
    ) as never,
  };
}
