import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SigningSummary } from '../schemas/api/signing';
import { signLinkQueryKey, signSummaryQueryKey } from '../src/features/signing/api/signing-link';
import { LinkUnavailable } from '../src/features/signing/components/SigningOutcome';
import { SigningPage } from '../src/features/signing/SigningPage';
import '../src/features/signing/signing.css';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const LINK = { status: 'opened', first_name: 'Ana', expires_at: '2031-01-04T15:00:00.000Z' } as const;

const SUMMARY: SigningSummary = {
  first_name: 'Ana',
  last_name: 'Diaz',
  plans: [
    { plan_name: 'Brightsmile Dental Plus PPO', tier: 'Member + Spouse', monthly_cents: 6400 },
    { plan_name: 'ClearView Vision Basic', tier: 'Member + Spouse', monthly_cents: 1250 },
  ],
  initial_month_cost_cents: 7650,
  recurring_month_cost_cents: 7650,
  effective_date: '01/01/2031',
  people: [
    { name: 'Ana Diaz', relationship: 'Primary', ssn_masked: '***-**-6789' },
    { name: 'Luis Diaz', relationship: 'Spouse', ssn_masked: '***-**-4321' },
  ],
  agreements: [
    {
      id: 'terms',
      title: 'Terms of enrollment',
      text: 'I have read the plan documents and agree to the premiums shown for the coverage I chose.',
      version: '3',
      required: true,
    },
    {
      id: 'authorization',
      title: 'Payment authorization',
      text: 'I authorize the monthly premium to be drawn from the account I gave my agent.',
      version: '2',
      required: true,
    },
  ],
  enroller_name: 'Jordan Avery',
};

/** The client's page under /sign/:token, or one of its refusals (410 expired, 423 locked). */
function Screen({ state }: { state: 'page' | 'expired' | 'locked' }) {
  if (state === 'page') return <SigningPage />;
  return (
    <main className="oe-sign">
      <div className="oe-sign__inner">
        <LinkUnavailable
          problem={state === 'locked' ? 'locked' : 'gone'}
          message={state === 'locked' ? 'This signing link is locked.' : 'This signing link has expired.'}
        />
      </div>
    </main>
  );
}

/** The client's remote signing page (/sign/:token), phone first, from fixture answers. */
const meta = {
  title: 'Signing/Client signing page',
  component: Screen,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { route: { path: `/sign/${TOKEN}`, pattern: '/sign/:token' } },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Identity: the date of birth and the code sent by text (a code was already sent). */
export const Identity: Story = {
  args: { state: 'page' },
  parameters: {
    queryData: [[signLinkQueryKey(TOKEN), { ...LINK, identity_verified: false, code_sent_to: '***-***-0101' }]],
  },
};

/** After the identity check: the summary (masked SSNs), the agreements and the signature pad. */
export const Summary: Story = {
  args: { state: 'page' },
  parameters: {
    queryData: [
      [signLinkQueryKey(TOKEN), { ...LINK, identity_verified: true, code_sent_to: '***-***-0101' }],
      [signSummaryQueryKey(TOKEN), SUMMARY],
    ],
  },
};

/** Five wrong identity attempts: the link is locked (423). */
export const Locked: Story = { args: { state: 'locked' } };

/** Expired, revoked or used (410). */
export const Expired: Story = { args: { state: 'expired' } };
