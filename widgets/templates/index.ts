import type { TemplatesType } from '@rjsf/utils';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';

/** The theme's templates: errors show under each field (FieldTemplate), so the form-level list is off. */
export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: () => null,
};
