import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { STEP_TITLES } from '../../schemas/messages';
import { BENEFICIARY_LIST } from './module';
import { BeneficiaryForm, beneficiaryPeople } from './PeopleBeneficiaries';
import { PeopleListForm } from '../../src/wizard/PeopleListForm';
import type { Beneficiary } from './BeneficiaryListField';
import { withCarrierDescriptors } from '../../stories/fixtures/carrier-fields';
import { beneficiaryDescriptors, threeBeneficiaries } from '../../stories/fixtures/wizard';

function BeneficiaryStory({ initial }: { initial: Beneficiary[] }) {
  const [list, setList] = useState<Beneficiary[]>(initial);
  return (
    <main className="oe-container oe-section">
      <div className="oe-card oe-step">
        <h1>{STEP_TITLES.beneficiary_info}</h1>
        <PeopleListForm
          declared={BENEFICIARY_LIST}
          property={beneficiaryPeople.property}
          field={beneficiaryPeople.field}
          value={list}
          onChange={setList}
          context={{
            validate: async () => undefined,
            renderForm: (request) => <BeneficiaryForm request={request} descriptors={beneficiaryDescriptors} />,
          }}
        />
      </div>
    </main>
  );
}

/** The beneficiary list: Edit / Delete per line, the running total and its messages. */
const meta = { title: 'Wizard/Beneficiary Information', component: BeneficiaryStory } satisfies Meta<
  typeof BeneficiaryStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { initial: [] } };
export const ThreeAtOneHundred: Story = { args: { initial: threeBeneficiaries } };
export const UnderOneHundred: Story = { args: { initial: threeBeneficiaries.slice(0, 2) } };
export const ThreeNotOneHundred: Story = {
  args: { initial: threeBeneficiaries.map((b, i) => (i === 2 ? { ...b, beneficiary_percentage: '10' } : b)) },
};

/** The add form as a carrier configured it: the step's fields plus the carrier's optional beneficiary phone. */
const beneficiaryCarrierDescriptors = withCarrierDescriptors(beneficiaryDescriptors, 'beneficiary_info');
const addRequest = { title: 'Beneficiary #1', onSubmit: async () => undefined, onCancel: () => undefined };

function BeneficiaryCarrierForm() {
  return (
    <main className="oe-container oe-section">
      <div className="oe-card oe-step">
        <h1>{STEP_TITLES.beneficiary_info}</h1>
        <BeneficiaryForm request={addRequest} descriptors={beneficiaryCarrierDescriptors} />
      </div>
    </main>
  );
}

/** Carrier variant: the add form with a carrier's phone field built from its definition. */
export const CarrierVariant: StoryObj<typeof BeneficiaryCarrierForm> = {
  name: 'Carrier variant',
  render: () => <BeneficiaryCarrierForm />,
};
