import type { AdminRule } from '../../src/features/admin/api/types';

/**
 * A form-field rule as the staff console lists it: carrier 11's, on Personal Information, optional,
 * visible, sort 10; `extra` changes any of that.
 */
export const carrierRule = (field_name: string, extra: Partial<AdminRule> = {}): AdminRule => ({
  tab: 'primary_info',
  field_name,
  required: false,
  read_only: false,
  visible: true,
  sort: 10,
  scope: 'carrier',
  scope_id: 11,
  ...extra,
});
