import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s (default 1 s): on a loaded 2-core CI machine a step's lazy chunk and
// re-render can take longer than a second. A wait that should fail still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
