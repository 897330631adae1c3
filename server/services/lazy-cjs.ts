/**
 * The namespace of a CommonJS package loaded with `import()`, however it was loaded.
 *
 * Under tsx (and Node for an external package) `import('pdf-lib')` gives the package's named exports.
 * In the server bundle (scripts/build-server.mjs splits lazy imports into chunks) a bundled CommonJS
 * package becomes a chunk whose only export is `default`: module.exports. `probe` is an export the
 * package is known to have; whichever shape carries it is the package.
 */
export function cjsNamespace<T extends object>(loaded: T | { default: T }, probe: keyof T): T {
  if (probe in loaded) return loaded as T;
  const inner = (loaded as { default?: T }).default;
  if (inner && typeof inner === 'object' && probe in inner) return inner;
  throw new Error(`lazy import: the package has no export ${String(probe)}`);
}
