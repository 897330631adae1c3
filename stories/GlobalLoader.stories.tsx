import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { GlobalLoader } from '../src/components/GlobalLoader';
import { loaderStore } from '../src/lib/loader-store';

/** Holds one request open while mounted, as a slow API call would. */
function WithOutstandingRequest() {
  useEffect(() => loaderStore.begin(), []);
  return (
    <>
      <GlobalLoader delayMs={0} />
      <p className="oe-container oe-section">A request is outstanding: the bar runs along the top edge.</p>
    </>
  );
}

const meta = {
  title: 'Feedback/GlobalLoader',
  component: GlobalLoader,
} satisfies Meta<typeof GlobalLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No request outstanding: only the empty live region is in the page. */
export const Idle: Story = {};

export const Busy: Story = { render: () => <WithOutstandingRequest /> };
