import type { Meta, StoryObj } from '@storybook/react-vite';
import { CensusDownloadView, type CensusState } from '../src/features/group-home/components/CensusDownload';

// The group home's census button in each of its states (the view only; nothing is fetched).
const meta = {
  title: 'Homes/Census download',
  component: CensusDownloadView,
  args: { onDownload: () => undefined, state: { phase: 'idle' } satisfies CensusState },
  render: (args) => (
    <section className="oe-home-panel oe-card oe-census-panel" aria-label="Group administrator">
      <CensusDownloadView {...args} />
    </section>
  ),
} satisfies Meta<typeof CensusDownloadView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Preparing: Story = { args: { state: { phase: 'downloading', progress: { received: 0, total: null } } } };

export const Downloading: Story = {
  args: { state: { phase: 'downloading', progress: { received: 36_864, total: 81_920 } } },
};

export const Downloaded: Story = {
  args: { state: { phase: 'done', fileName: 'census-group-2001-2026-11-24.csv', bytes: 81_920 } },
};

export const Refused: Story = {
  args: { state: { phase: 'error', message: 'You may only download the census of your own group.' } },
};
