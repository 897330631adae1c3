/**
 * Which credential a route's guard asks for, as the API reference names it (plugins/api-docs.ts):
 * a guard factory marks the preHandler it returns, and the reference reads the marks of each
 * route's preHandlers, so a route's documented security follows its guards wherever it is declared.
 */
export type SecurityScheme = 'staffBearer' | 'sessionBearer';

const marks = new WeakMap<object, SecurityScheme>();

/** Marks `guard` as asking for `scheme`; returns the guard itself. */
export function securedBy<G extends object>(scheme: SecurityScheme, guard: G): G {
  marks.set(guard, scheme);
  return guard;
}

/** The schemes asked for by a route's preHandler option (one function or a list), in order, once each. */
export function securityOf(preHandler: unknown): SecurityScheme[] {
  const guards: unknown[] = Array.isArray(preHandler) ? preHandler : [preHandler];
  const schemes = new Set<SecurityScheme>();
  for (const guard of guards) {
    const scheme = typeof guard === 'function' ? marks.get(guard) : undefined;
    if (scheme) schemes.add(scheme);
  }
  return [...schemes];
}
