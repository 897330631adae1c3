import type { Plugin } from 'vite';

/** Vite (and vitest) plugin: regenerates the precompiled step validators when a build or dev server starts. */
export function stepValidatorsPlugin(): Plugin {
  return {
    name: 'oe-step-validators',
    async buildStart() {
      // Loaded here, not at config load: the config stays light, and schema edits are picked up on every start.
      const { writeStepValidators } = await import('./step-validators');
      writeStepValidators();
    },
  };
}
