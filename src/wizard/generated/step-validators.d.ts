/**
 * Declarations of the generated step-validators.js (src/wizard/precompile/step-validators.ts):
 * one precompiled ajv validator per tab name of schemas/steps. This file is committed; the .js is
 * regenerated on every build, dev start and test run.
 */
export interface CompiledStepValidator {
  (data: unknown): boolean;
  errors?: { instancePath: string; keyword: string; message?: string }[] | null;
}

export const primary_info: CompiledStepValidator;
export const contact_info: CompiledStepValidator;
export const employer_info: CompiledStepValidator;
export const beneficiary_info: CompiledStepValidator;
export const primary_health_info: CompiledStepValidator;
export const dependent_info: CompiledStepValidator;
export const agreement_info: CompiledStepValidator;
export const billing_info: CompiledStepValidator;
export const dependent_health_info: CompiledStepValidator;
