import type { Preview } from '@storybook/react-vite';
import { withAppProviders } from '../stories/decorators';
import '../src/styles/tokens.css';
import '../src/styles/base.css';
import '../src/styles/layout.css';

const preview: Preview = {
  decorators: [withAppProviders],
  parameters: {
    layout: 'fullscreen',
  },
};

export default preview;
