import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAVED_TAB_OF, isTabName } from '../../schemas/steps/tabs';
import { cartPlanInfoQueryKey } from '../../src/wizard/api/get-cart-plan-info';
import { dynamicTabsQueryKey } from '../../src/wizard/api/get-dynamic-tabs';
import { planCartQueryKey } from '../../src/features/cart/api/get-plan-cart';
import { stepTempInfoQueryKey } from '../../src/wizard/api/get-step-temp-info';
import { carrierFieldsQueryKey } from '../../src/features/review/api/get-carrier-fields';
import { receiptQueryKey } from '../../src/features/receipt/api/get-receipt';
import { ReviewPage } from '../../src/features/review/ReviewPage';
import { ReceiptPage } from '../../src/features/receipt/ReceiptPage';
import { ContinueEnrollmentPage } from '../../src/features/resume/ContinueEnrollmentPage';
import { storage } from '../../src/lib/storage';
import { MESSAGES } from '../../schemas/messages';
import {
  receiptFixture,
  REVIEW_ENROLLMENT_ID as ID,
  reviewCartFixture,
  reviewSavedFixture,
  reviewTabsFixture,
} from '../fixtures/review';

const savedColumns = reviewTabsFixture.result
  .map((t) => t.tab_name)
  .filter(isTabName)
  .map((tab) => SAVED_TAB_OF[tab]);

/** The page under a story: stored values set before the first render, as the wizard leaves them. */
function Page({ screen }: { screen: 'review' | 'receipt' | 'continue' }) {
  useState(() => {
    storage.set('tempId', ID);
    storage.set('eprocess', 'applicant');
    return null;
  });
  if (screen === 'review')
    return (
      <main className="oe-container oe-section oe-wizard">
        <ReviewPage enrollmentId={ID} />
      </main>
    );
  if (screen === 'receipt') return <ReceiptPage />;
  return (
    <ContinueEnrollmentPage
      openPath={() => undefined}
      initialErrors={{
        code: 'The code and e-mail address do not match a saved enrollment.',
        email: MESSAGES.enterValidEmail,
      }}
    />
  );
}

/** Review & Confirmation, the receipt and Continue Enrollment (002 section 2), from fixture answers. */
const meta = { title: 'Enrollment/Review, receipt and resume', component: Page } satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReviewWithCards: Story = {
  args: { screen: 'review' },
  parameters: {
    route: { path: '/enrollment/review-confirm' },
    queryData: [
      [dynamicTabsQueryKey(ID), reviewTabsFixture],
      [planCartQueryKey(ID), reviewCartFixture],
      [cartPlanInfoQueryKey(ID), { is_IHA: false, has_spouse: false }],
      // No carrier's fields on these steps.
      [carrierFieldsQueryKey(ID), {}],
      ...[...savedColumns, 'review_info'].map(
        (column) => [stepTempInfoQueryKey(ID, column), reviewSavedFixture[column] ?? null] as const,
      ),
    ],
  },
};

export const Receipt: Story = {
  args: { screen: 'receipt' },
  parameters: { route: { path: '/enrollment/receipt' }, queryData: [[receiptQueryKey(ID), receiptFixture]] },
};

export const ContinueWithErrors: Story = {
  args: { screen: 'continue' },
  parameters: { route: { path: '/continue-enrollment' } },
};
