import { builtinEnvironments } from 'vitest/runtime';

/**
 * happy-dom's globals in a Node-environment test file (the api project), set up as Vitest's dom
 * project does, for a test that renders the real pages against the real app (tests/api/
 * form-engine-pages.test.ts): under the dom project, server modules are transformed for the
 * browser and the embedded database's worker cannot load. Import it first, before React.
 */
const environment = await builtinEnvironments['happy-dom'].setup(globalThis, {
  happyDOM: { url: 'http://localhost:3000/' },
});

/** Removes the globals again (afterAll). */
export const teardownDom = async (): Promise<void> => {
  await environment.teardown(globalThis);
};
