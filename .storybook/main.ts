import type { StorybookConfig } from '@storybook/react-vite';

// Stories live in stories/ and beside a step kind (steps/<kind>/), and are rendered by
// tests/stories/stories.test.tsx too (every story, with axe).
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../steps/**/*.stories.@(ts|tsx)'],
  addons: [],
  core: { disableTelemetry: true },
};

export default config;
