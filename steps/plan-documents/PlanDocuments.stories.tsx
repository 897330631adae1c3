import type { Meta, StoryObj } from '@storybook/react-vite';
import { dynamicTabsQueryKey } from '../../src/wizard/api/get-dynamic-tabs';
import { wizardStepByRoute } from '../../src/wizard/wizard-steps';
import { planCartQueryOptions } from './api-get-plan-cart';
import { PlanDocumentsPage } from './PlanDocumentsPage';

const ID = 'plan-documents-story';
const TABS = [
  { tab_name: 'primary_info', required: true, order: 1 },
  { tab_name: 'plan_documents', required: true, order: 7 },
  { tab_name: 'review_info', required: true, order: 8 },
];
const line = (plan_id: number, plan_name: string, plan_pricing_id: number) => ({
  plan_id,
  plan_name,
  plan_logo: null,
  price: '30.00',
  removable: 1,
  plan_pricing_id,
  paycheck: null,
});
const cart = (lines: ReturnType<typeof line>[]) => ({
  result: lines,
  initial_month_cost: '0.00',
  recurring_month_cost: '0.00',
  special_message: null,
  has_l713: false,
  l713_net_price: '0.00',
  effective_date: null,
  has_already_signed: false,
  signature_required: true,
  per_paycheck: null,
});

function PlanDocumentsStory() {
  return (
    <main className="oe-container oe-section">
      <PlanDocumentsPage wizardStep={wizardStepByRoute('plan-documents')!} enrollmentId={ID} />
    </main>
  );
}

/** Plan Documents (a kind in one folder, issue 28): the cart's plans with links to their documents. */
const meta = { title: 'Wizard/Plan Documents', component: PlanDocumentsStory } satisfies Meta<
  typeof PlanDocumentsStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two plans in the cart. */
export const TwoPlans: Story = {
  parameters: {
    queryData: [
      [dynamicTabsQueryKey(ID), { result: TABS }],
      [planCartQueryOptions(ID).queryKey, cart([line(201, 'Dental Plus 2000', 7), line(231, 'Vision Basic', 9)])],
    ],
  },
};
/** An empty cart: said so, Next still goes on. */
export const EmptyCart: Story = {
  parameters: {
    queryData: [
      [dynamicTabsQueryKey(ID), { result: TABS }],
      [planCartQueryOptions(ID).queryKey, cart([])],
    ],
  },
};
