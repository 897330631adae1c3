import { act, render } from '@testing-library/react';
import type { FC } from 'react';
import axe from 'axe-core';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';

// Every story renders with the same decorators as in Storybook (providers + MemoryRouter).
setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>(['../../stories/**/*.stories.tsx', '../../steps/**/*.stories.tsx'], {
  eager: true,
});

// Rules that cannot be judged without a real layout engine or a full page:
// - color-contrast: happy-dom computes no styles, so axe cannot know the colours (tokens are AA by design);
// - region: a story renders a fragment of a page, so content outside landmarks is expected.
const AXE_OPTIONS: axe.RunOptions = {
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
};

describe('every Storybook story', () => {
  const files = Object.entries(modules);

  it('finds the story files', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });

  for (const [file, module] of files) {
    // composeStories' generic result is not callable through the glob's wide module type.
    const stories = Object.entries(composeStories(module)) as unknown as Array<[string, FC]>;
    describe(file.replace('../../stories/', '').replace('../../', ''), () => {
      for (const [name, Story] of stories) {
        it(`${name} renders without accessibility violations`, async () => {
          const { container } = render(<Story />);
          // Let effects, lazy state and seeded queries settle before auditing.
          await act(async () => {
            await new Promise((resolve) => setTimeout(resolve, 0));
          });
          expect(container.innerHTML).not.toBe('');
          const results = await axe.run(container, AXE_OPTIONS);
          const summary = results.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
          expect(summary).toEqual([]);
        });
      }
    });
  }
});
