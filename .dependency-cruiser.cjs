// Import cycles, type-only imports included (ESLint's import/no-cycle skips `import type`, so a cycle made of
// types alone, like the wizard-review one of issue 28, passed it). Part of `npm run lint`.
/**
 * Known cycles of today, each made only of `import type` (no runtime effect). Break one, then drop its line;
 * never add one.
 */
const KNOWN_CYCLES = [
  // schemas/: a field definition holds step-definition types; the step definition holds normalized
  // descriptors, which name carrier field definitions.
  '^schemas/(descriptors|field-definition|step-definition)[.]ts$',
  // server/repositories: the enrollment's one-query context read holds the cart's lines (cart.ts) and the
  // cart profile (form-rules.ts); those two read their request-read keys from enrollments.ts.
  '^server/repositories/(enrollments|cart|form-rules)[.]ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module reaches itself through its imports, type-only imports counted.',
      from: {},
      // A cycle is allowed only when every module in it belongs to one of the known cycles below.
      to: { circular: true, via: { pathNot: KNOWN_CYCLES.join('|') } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
