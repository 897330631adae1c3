import { fields, templates, widgets } from '../../widgets';

/**
 * The props every wizard RJSF <Form> shares (a step's one form, each section of a long step): the
 * widgets/ theme; no error list and no HTML5 checks (the step shows its own messages, announced);
 * and defaults that never answer for the applicant (an option list's first const must never become a
 * silent answer to a required question).
 */
export const FORM_THEME = {
  widgets,
  fields,
  templates,
  showErrorList: false,
  noHtml5Validate: true,
  experimental_defaultFormStateBehavior: { constAsDefaults: 'never', emptyObjectFields: 'skipEmptyDefaults' },
} as const;
