import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify compiles every route's request schemas (Ajv) and response schemas (fast-json-stringify)
 * while it gets ready, before it listens: hundreds of schemas, most for routes a given process may
 * not see for a while. These compilers are Fastify's own (the @fastify/ajv-compiler and
 * @fastify/fast-json-stringify-compiler it depends on, with the app's Ajv options), each schema
 * compiled on its route's first request instead. `npm start` uses them (buildApp's lazySchemas);
 * tests build the app without them, so a schema that does not compile still fails at build.
 *
 * Fastify treats a compilers factory as custom, which only changes one thing: it no longer
 * lower-cases the property names of `headers` schemas. No route declares one; one that does stops
 * the start here rather than validating headers differently from the tests.
 */

type Compiled = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type RouteSchema = { schema: unknown; httpPart?: string; method?: string; url?: string };
type Builder = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => Compiled;

// Resolved from Fastify's own directory: the compiler versions that this Fastify installs.
const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('fastify'));

/** A validator that compiles on its first call and then behaves as the compiled Ajv function. */
function lazyValidator(compile: () => Compiled): Compiled {
  let fn: Compiled | undefined;
  const lazy: Compiled = (data, context) => {
    fn ??= compile();
    const result = fn(data, context);
    lazy.errors = fn.errors;
    return result;
  };
  // Fastify passes the request as parent data to Ajv functions (those with schemaEnv), so Ajv can
  // coerce or default a whole request part; Ajv's functions take it as their second argument.
  lazy.schemaEnv = true;
  return lazy;
}

export function lazySchemaCompilers(): NonNullable<FastifyServerOptions['schemaController']> {
  const buildValidator = (fastifyRequire('@fastify/ajv-compiler') as () => Builder)();
  const buildSerializer = (
    fastifyRequire('@fastify/fast-json-stringify-compiler') as { SerializerSelector: () => Builder }
  ).SerializerSelector();
  return {
    compilersFactory: {
      buildValidator: ((externalSchemas: unknown, options: unknown) => {
        const compiler = buildValidator(externalSchemas, options);
        return (route: RouteSchema) => {
          if (route.httpPart === 'headers')
            throw new Error(
              `lazy schemas: ${route.method} ${route.url} declares a headers schema; see server/lazy-schemas.ts`,
            );
          return lazyValidator(() => compiler(route));
        };
      }) as never,
      buildSerializer: ((externalSchemas: unknown, options: unknown) => {
        const compiler = buildSerializer(externalSchemas, options);
        return (route: RouteSchema) => {
          let fn: Compiled | undefined;
          return (data: unknown) => (fn ??= compiler(route))(data);
        };
      }) as never,
    },
  };
}
