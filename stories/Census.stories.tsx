import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ExportJob } from '../schemas/api/export-jobs';
import { EXPORT_MESSAGES } from '../schemas/messages';
import { CensusExportView, type CensusViewState } from '../src/features/group-home/components/CensusDownload';

// The group home's census export in each of its states (the view only; nothing is fetched).
const idle: CensusViewState = { job: null, starting: false, downloading: false, downloaded: null, problem: null };
const job = (over: Partial<ExportJob>): ExportJob => ({
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  kind: 'census',
  status: 'running',
  rows_done: 0,
  rows_total: null,
  error: null,
  file_name: null,
  bytes: null,
  created_at: '2026-11-24T10:00:00.000Z',
  finished_at: null,
  expires_at: '2026-11-25T10:00:00.000Z',
  ...over,
});

const meta = {
  title: 'Homes/Census export',
  component: CensusExportView,
  args: { onStart: () => undefined, onDownload: () => undefined, state: idle },
  render: (args) => (
    <section className="oe-home-panel oe-card oe-census-panel" aria-label="Group administrator">
      <CensusExportView {...args} />
    </section>
  ),
} satisfies Meta<typeof CensusExportView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Queued: Story = { args: { state: { ...idle, job: job({ status: 'queued' }) } } };

export const Running: Story = {
  args: { state: { ...idle, job: job({ rows_done: 12_000, rows_total: 70_000 }) } },
};

export const Done: Story = {
  args: {
    state: {
      ...idle,
      job: job({
        status: 'done',
        rows_done: 70_000,
        rows_total: 70_000,
        file_name: 'census-group-2001-2026-11-24.csv',
      }),
    },
  },
};

export const Failed: Story = {
  args: { state: { ...idle, job: job({ status: 'failed', error: EXPORT_MESSAGES.stopped }) } },
};
