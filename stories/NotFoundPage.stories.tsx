import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundPage } from '../src/features/not-found/NotFoundPage';

const meta = {
  title: 'Pages/NotFound',
  component: NotFoundPage,
  parameters: { route: { path: '/404', pattern: '/:landing?/404' } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
