import { useMemo, useState } from 'react';
import type { FieldDescriptor } from '../../schemas/descriptors';
import { beneficiaryInfoStep, canContinueBeneficiaries } from './module';
import { BeneficiaryListField, type Beneficiary, type BeneficiaryFormRequest } from './BeneficiaryListField';
import { formFieldsQueryOptions, useFormFields } from '../../src/wizard/api/get-form-fields';
import {
  savedBeneficiariesQueryKey,
  savedBeneficiariesQueryOptions,
  useSavedBeneficiaries,
} from './api-get-saved-beneficiaries';
import { saveBeneficiaryInfo } from './api-save-beneficiary-info';
import { validateSingleBeneficiary } from './api-validate-single-beneficiary';
import type { PeopleEditor, PeopleEditorInput, PeopleList } from '../../src/wizard/people-list';
import { PersonForm } from '../../src/wizard/PeoplePersonForm';

/** The step's descriptors with one beneficiary's values (dob is the existing-user spelling of birthdate). */
export function descriptorsFor(descriptors: readonly FieldDescriptor[], initial?: Beneficiary): FieldDescriptor[] {
  return descriptors.map((d) => ({
    ...d,
    value: initial ? (initial[d.field_name] ?? (d.field_name === 'birthdate' ? initial.dob : undefined) ?? null) : null,
  }));
}

/** The add / edit form of one beneficiary, as the list field asks for it. */
export function BeneficiaryForm({
  request,
  descriptors,
}: {
  request: BeneficiaryFormRequest;
  descriptors: readonly FieldDescriptor[];
}) {
  const prepared = useMemo(() => descriptorsFor(descriptors, request.initial), [descriptors, request.initial]);
  const id = request.initial?.beneficiary_id;
  return (
    <PersonForm
      title={request.title}
      step={beneficiaryInfoStep}
      descriptors={prepared}
      onSubmit={(payload) => request.onSubmit(id === undefined ? payload : { ...payload, beneficiary_id: id })}
      onCancel={request.onCancel}
    />
  );
}

function useBeneficiaryEditor({
  wizardStep,
  enrollmentId,
  list,
}: PeopleEditorInput<Beneficiary>): PeopleEditor<Beneficiary> {
  const { data } = useFormFields(wizardStep.fieldsCall, enrollmentId);
  // Next is hidden while a beneficiary's add / edit form is open: its values are not in the list yet.
  const [formOpen, setFormOpen] = useState(false);
  return {
    canContinue: canContinueBeneficiaries(list) && !formOpen,
    list: {
      onEditingChange: setFormOpen,
      validate: async (b) => {
        await validateSingleBeneficiary(enrollmentId, b);
      },
      renderForm: (request) => <BeneficiaryForm request={request} descriptors={data.result} />,
    },
  };
}

/**
 * Beneficiary Information (001 sections 2 and 4) on the people page: the list field with its
 * forms (each beneficiary checked by the server first), Next only at exactly 100% with no form
 * open, and a save failure's last message in a red notice above the list.
 */
export const beneficiaryPeople: PeopleList<Beneficiary> = {
  property: 'beneficiaries',
  field: BeneficiaryListField,
  queries: (step, id) => [formFieldsQueryOptions(step.fieldsCall, id), savedBeneficiariesQueryOptions(id)],
  useInitialList: (_step, id) => useSavedBeneficiaries(id).data,
  useEditor: useBeneficiaryEditor,
  save: saveBeneficiaryInfo,
  summary: 'last',
  savedQueryKey: savedBeneficiariesQueryKey,
  saveLaterData: (list) => ({ beneficiaries: list }),
};
