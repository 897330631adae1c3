import { useEffect } from 'react';
import { storage } from '../../src/lib/storage';
import type { FormActionProps, KindPageExports } from '../../src/wizard/form-actions';
import { verifyContact } from './contact-verification';

/**
 * Contact Information of an existing member's enrollment (001 section 7): Next checks the phone and the
 * e-mail with the verification services before the save; their refusals show under the fields.
 */
function VerifyContactAction({ setBeforeSave, setServerErrors }: FormActionProps) {
  useEffect(() => {
    setBeforeSave(async (payload) => {
      if (storage.get('enroll_type') !== 'existing-member') return true;
      const failures = await verifyContact(payload);
      if (failures.length > 0) setServerErrors(failures);
      return failures.length === 0;
    });
    return () => setBeforeSave(null);
  }, [setBeforeSave, setServerErrors]);
  return null;
}

export const formActions: KindPageExports['formActions'] = { verifyContact: VerifyContactAction };
