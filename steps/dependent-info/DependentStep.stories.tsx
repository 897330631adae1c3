import type { Meta, StoryObj } from '@storybook/react-vite';
import { PeopleStepPage } from '../../src/wizard/PeopleStepPage';
import { wizardStepByRoute } from '../../src/wizard/wizard-steps';
import { withCarrierDescriptors } from '../../stories/fixtures/carrier-fields';
import {
  DEPENDENT_STORY_ID,
  dependentDescriptors,
  dependentStepQueryData,
  familyDependents,
  nineDependents,
} from './DependentStep.fixtures';
import { healthQuestions } from '../../stories/fixtures/health';

function DependentStory() {
  return (
    <main className="oe-container oe-section">
      <PeopleStepPage wizardStep={wizardStepByRoute('dependent-information')!} enrollmentId={DEPENDENT_STORY_ID} />
    </main>
  );
}

/** Dependent Information: the list, the add form, the premier question and the plan banners per tier. */
const meta = { title: 'Wizard/Dependent Information', component: DependentStory } satisfies Meta<typeof DependentStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FamilyWithDependents: Story = {
  parameters: { queryData: dependentStepQueryData({ tier: 'IF', premier: false, iha: false }, familyDependents) },
};
export const PremierSpouseQuestion: Story = {
  parameters: { queryData: dependentStepQueryData({ tier: 'IF', premier: true, iha: false }, []) },
};
export const IhaFamilyNineDependents: Story = {
  parameters: { queryData: dependentStepQueryData({ tier: 'IF', premier: false, iha: true }, nineDependents) },
};
export const IhaChildrenBanner: Story = {
  parameters: {
    queryData: dependentStepQueryData({ tier: 'IC', premier: false, iha: true }, familyDependents.slice(1)),
  },
};
/** The error state: an L713 plan on the children tier with two children (red banner, no Next). */
export const L713TooManyChildren: Story = {
  parameters: {
    queryData: dependentStepQueryData({ tier: 'IC', premier: true, iha: false }, familyDependents.slice(1)),
  },
};
/** A plan requiring the health tab (check-tab-required): the add form asks each dependent the health questions too. */
export const WithHealthQuestions: Story = {
  parameters: {
    queryData: dependentStepQueryData(
      { tier: 'IF', premier: false, iha: false },
      familyDependents.slice(0, 1),
      healthQuestions,
    ),
  },
};

/** Carrier variant: the add form asks the carrier's 'Full-time student?' radio (options from its definition). */
export const CarrierVariant: Story = {
  name: 'Carrier variant',
  parameters: {
    queryData: dependentStepQueryData(
      { tier: 'IF', premier: false, iha: false },
      familyDependents,
      null,
      withCarrierDescriptors(dependentDescriptors, 'dependent_info'),
    ),
  },
};
