import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/features/admin/admin.css';
import { carrierProfilesKey, deliveriesKey } from '../src/features/admin/api/carrier-files';
import { CarrierFilesSection } from '../src/features/admin/components/CarrierFilesSection';
import { carrierProfileFixture, deliveryLogFixture, logPages, runningLogFixture } from './fixtures/carrier-files';

// The staff console's Carrier files section from fixtures (seeded query data; nothing is fetched).
const meta = {
  title: 'Admin/Carrier files',
  args: { canApprove: false },
  render: (args) => (
    <div className="oe-admin">
      <main className="oe-admin__main">
        <CarrierFilesSection canApprove={args.canApprove === true} />
      </main>
    </div>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A carrier admin's one carrier: profile, a held full file with the members it would drop, the log. */
export const HeldFullFile: Story = {
  parameters: {
    queryData: [
      [carrierProfilesKey, { result: [carrierProfileFixture] }],
      [deliveriesKey(10), logPages(deliveryLogFixture)],
    ],
  },
};

/** A full file being built, its progress followed, above a run stopped when its process ended; older files on further pages. */
export const RunInProgress: Story = {
  parameters: {
    queryData: [
      [carrierProfilesKey, { result: [carrierProfileFixture] }],
      [deliveriesKey(10), logPages(runningLogFixture, 48)],
    ],
  },
};

/** Staff with several carriers (none chosen yet) and an empty log for the first. */
export const ProfilesList: Story = {
  parameters: {
    queryData: [
      [
        carrierProfilesKey,
        {
          result: [
            carrierProfileFixture,
            {
              ...carrierProfileFixture,
              carrier_id: 11,
              carrier_name: 'Sunfield Supplemental Insurance',
              receiver_id: 'SUN834',
              default_mode: 'full',
              schedule: 'manual',
              delivery: { method: 'drop', has_secret: false },
            },
          ],
        },
      ],
    ],
  },
};

/** Staff, and a carrier whose admin changed the SFTP host: the destination waits for Approve. */
export const PendingDestination: Story = {
  args: { canApprove: true },
  parameters: {
    queryData: [
      [
        carrierProfilesKey,
        {
          result: [
            {
              ...carrierProfileFixture,
              delivery: {
                ...carrierProfileFixture.delivery,
                host: 'files.brightsmile-new.example',
                destination: 'sftp://openenroll@files.brightsmile-new.example:22/inbound/834',
                approved: false,
              },
            },
          ],
        },
      ],
      [deliveriesKey(10), logPages([])],
    ],
  },
};
