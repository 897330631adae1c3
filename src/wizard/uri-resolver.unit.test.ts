import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import uriResolver from './uri-resolver';

// The browser build's stand-in for fast-uri (vite.config.ts) answers what fast-uri answers for the
// calls @rjsf/utils makes: resolve(base, $ref) and equal($id, ref).
describe('uri-resolver', () => {
  const resolveCases: Array<[string, string]> = [
    ['#', '#/$defs/address'],
    ['#', 'address.json'],
    ['https://example.com/schemas/person.json', 'address.json'],
    ['https://example.com/schemas/person.json', '#/$defs/name'],
    ['https://example.com/schemas/person.json', '../common/phone.json#/$defs/us'],
    ['https://example.com/schemas/', 'https://other.example/x.json'],
    ['https://example.com/a/b/c.json', './d.json'],
    ['urn:example:root', 'https://example.com/x.json#/a'],
    ['https://example.com/schemas/person.json#/properties', '#/$defs/name'],
  ];
  it.each(resolveCases)('resolve(%s, %s) is what fast-uri answers', (base, reference) => {
    expect(uriResolver.resolve(base, reference)).toBe(fastUri.resolve(base, reference));
  });

  const equalCases: Array<[string, string]> = [
    ['https://example.com/schemas/address.json', 'https://example.com/schemas/address.json'],
    ['HTTPS://Example.COM/schemas/address.json', 'https://example.com/schemas/address.json'],
    ['https://example.com:443/a.json', 'https://example.com/a.json'],
    ['https://example.com/a.json', 'https://example.com/b.json'],
    ['address.json', 'address.json'],
    ['address.json', 'phone.json'],
  ];
  it.each(equalCases)('equal(%s, %s) is what fast-uri answers', (a, b) => {
    expect(uriResolver.equal(a, b)).toBe(fastUri.equal(a, b));
  });
});
