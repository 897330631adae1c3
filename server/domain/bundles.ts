/** Bundle buckets on /plans: one source shared with the browser, in schemas/bundles.ts. */
export { bucketBundles } from '../../schemas/bundles';
