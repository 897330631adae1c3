import type { Meta, StoryObj } from '@storybook/react-vite';
import { carrierDescriptor, carrierExampleDescriptors, tobaccoDefinition } from './fixtures/carrier-fields';
import { FormEnginePlayground } from './FormEnginePlayground';

/** Paste a descriptor list, pick the step module, and see the step live; Submit shows the payload or the errors. */
const meta = {
  title: 'Form engine/Playground',
  component: FormEnginePlayground,
  args: { initialJson: JSON.stringify(carrierExampleDescriptors, null, 2) },
} satisfies Meta<typeof FormEnginePlayground>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A carrier's custom tab: an employee number (E-12345), a yes/no question and a date of hire not in the future. */
export const CarrierCustomTab: Story = {};

/** The same engine on a step module: Employer Information with the carrier's fields added after the step's own. */
export const OnEmployerStep: Story = {
  args: {
    initialTab: 'employer_info',
    initialJson: JSON.stringify(
      [
        { field_name: 'name', value: 'Acme Manufacturing', required: true, read_only: false },
        ...carrierExampleDescriptors,
      ],
      null,
      2,
    ),
  },
};

/** What staff see when the pasted text is not JSON: the error, and no form yet. */
export const ParseError: Story = { args: { initialJson: '[{ "field_name": "employee_number", ' } };

/** A follow-up (`when`): 'How many packs a day?' is asked only while the tobacco question is answered Yes. */
export const FollowUpQuestion: Story = {
  args: {
    initialJson: JSON.stringify(
      [
        carrierDescriptor('tobacco', tobaccoDefinition),
        carrierDescriptor('packs', {
          label: 'How many packs a day?',
          widget: 'number',
          schema: { type: 'integer', minimum: 1, maximum: 10 },
          when: { field: 'tobacco', equals: 'yes' },
        }),
      ],
      null,
      2,
    ),
  },
};
