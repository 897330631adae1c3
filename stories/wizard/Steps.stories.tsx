import type { Meta, StoryObj } from '@storybook/react-vite';
import { STEP_TITLES } from '../../schemas/messages';
import { contactInfoStep } from '../../steps/contact-info/module';
import { employerInfoStep } from '../../steps/employer-info/module';
import { personalInfoStep } from '../../steps/personal-info/module';
import {
  contactDescriptors,
  contactServerErrors,
  employerDescriptors,
  employerServerErrors,
  personalCarrierDescriptors,
  personalDescriptors,
} from '../fixtures/wizard';
import { withCarrierDescriptors } from '../fixtures/carrier-fields';
import { StepStory } from './StepStory';

/** Every form step from fixture descriptors: what staff preview before a carrier rule goes live. */
const meta = { title: 'Wizard/Steps', component: StepStory } satisfies Meta<typeof StepStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PersonalInformation: Story = {
  args: { title: STEP_TITLES.primary_info, step: personalInfoStep, descriptors: personalDescriptors },
};

/** A carrier requires weight and height and adds a field the browser does not know. */
export const PersonalInformationCarrierRequired: Story = {
  args: { title: STEP_TITLES.primary_info, step: personalInfoStep, descriptors: personalCarrierDescriptors },
};

/** Carrier variant: an employee number (text with the carrier's pattern and message) and a household size (number). */
export const PersonalInformationCarrierVariant: Story = {
  name: 'Personal Information: Carrier variant',
  args: {
    title: STEP_TITLES.primary_info,
    step: personalInfoStep,
    descriptors: withCarrierDescriptors(personalDescriptors, 'primary_info'),
  },
};

export const ContactInformation: Story = {
  args: { title: STEP_TITLES.contact_info, step: contactInfoStep, descriptors: contactDescriptors },
};

/** The save answered field errors: each under its field (email -> email_address, phone -> phone_number). */
export const ContactInformationServerErrors: Story = {
  args: {
    title: STEP_TITLES.contact_info,
    step: contactInfoStep,
    descriptors: contactDescriptors,
    serverErrors: contactServerErrors,
  },
};

/** Carrier variant: the preferred language of plan documents, a select with the carrier's options. */
export const ContactInformationCarrierVariant: Story = {
  name: 'Contact Information: Carrier variant',
  args: {
    title: STEP_TITLES.contact_info,
    step: contactInfoStep,
    descriptors: withCarrierDescriptors(contactDescriptors, 'contact_info'),
  },
};

export const EmployerInformation: Story = {
  args: { title: STEP_TITLES.employer_info, step: employerInfoStep, descriptors: employerDescriptors },
};

export const EmployerInformationServerErrors: Story = {
  args: {
    title: STEP_TITLES.employer_info,
    step: employerInfoStep,
    descriptors: employerDescriptors,
    serverErrors: employerServerErrors,
  },
};

/** Carrier variant: a yes/no 'more than 30 hours a week' question and a date of hire that may not be in the future. */
export const EmployerInformationCarrierVariant: Story = {
  name: 'Employer Information: Carrier variant',
  args: {
    title: STEP_TITLES.employer_info,
    step: employerInfoStep,
    descriptors: withCarrierDescriptors(employerDescriptors, 'employer_info'),
  },
};
