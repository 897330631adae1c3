import type { Meta, StoryObj } from '@storybook/react-vite';
import { MembersTable } from '../src/features/current-members/components/MembersTable';
import { WelcomeForm } from '../src/features/home/components/WelcomeForm';
import { AssistantChat } from '../src/features/help-widget/components/AssistantChat';
import { assistQueryKey } from '../src/features/help-widget/api/assist-get';
import { checkLeadQueryKey } from '../src/features/location-banner/api/check-lead-information';
import { DependentsStepper } from '../src/features/new-landing/DependentsStepper';
import { storage } from '../src/lib/storage';
import { memberRowsFixture } from './fixtures/members';

// Pieces of the homes and current-member screens from fixtures; nothing is fetched.
const STORY_DEVICE = 'story-device-0001';

const meta = {
  title: 'Homes/Pieces',
  parameters: { route: { path: '/', pattern: '/:landing?' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const GetStartedForm: Story = {
  parameters: { queryData: [[checkLeadQueryKey(STORY_DEVICE), { status: true, zip_code: '30301' }]] },
  render: () => {
    // The form reads this browser's device id for the saved location zip (seeded above).
    storage.set('deviceId', STORY_DEVICE);
    return (
      <div className="oe-container">
        <WelcomeForm />
      </div>
    );
  },
};

export const CurrentMembers: Story = {
  render: () => (
    <div className="oe-container">
      <MembersTable
        rows={memberRowsFixture.slice(0, 5)}
        total={memberRowsFixture.length}
        trail={[]}
        hasNext
        busy={false}
        search=""
        onSearch={() => undefined}
        onNext={() => undefined}
        onPrevious={() => undefined}
        onEnroll={() => undefined}
      />
    </div>
  ),
};

export const ContactRepChat: Story = {
  parameters: {
    queryData: [
      [
        assistQueryKey(STORY_DEVICE),
        {
          question: { id: 2, question: 'What is the best phone number or e-mail to reach you?' },
          answer: [
            { id: 1, question_id: 1, answer: 'Pat Morgan', assistant_question: { question: 'What is your name?' } },
          ],
        },
      ],
    ],
  },
  render: () => <AssistantChat deviceId={STORY_DEVICE} />,
};

export const DependentsCount: Story = {
  render: () => <DependentsStepper value={0} onChange={() => undefined} />,
};
