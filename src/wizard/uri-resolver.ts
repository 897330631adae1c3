/**
 * Stands in for fast-uri in the browser build (vite.config.ts aliases `fast-uri` here): @rjsf/utils
 * imports it whole (about 8 KB gzip of the wizard step's first load) for two calls, `equal` and
 * `resolve`, made only for draft 2020-12 schemas with `$id` / `$ref` (the step schemas are draft-07,
 * schemas/to-step-schema.ts). Resolution is RFC 3986's, as the WHATWG URL parser does it; a base
 * that is not an absolute URI (RJSF passes '#' when a schema has no `$id`) keeps the reference as
 * it is, or adds a fragment-only reference to the base's own part before its fragment.
 */

function absolute(uri: string): URL | null {
  try {
    return new URL(uri);
  } catch {
    return null;
  }
}

function resolve(base: string, reference: string): string {
  const ref = absolute(reference);
  if (ref) return ref.href;
  const baseUrl = absolute(base);
  if (baseUrl) return new URL(reference, baseUrl).href;
  if (reference.startsWith('#')) return `${base.split('#')[0] ?? ''}${reference}`;
  return reference;
}

/** The same resource after normalisation (scheme and host case, default port, dot segments). */
function equal(a: string, b: string): boolean {
  return (absolute(a)?.href ?? a) === (absolute(b)?.href ?? b);
}

const uriResolver = { resolve, equal };
export default uriResolver;
