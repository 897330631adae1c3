import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../schemas/messages';
import { storage } from '../../src/lib/storage';
import type { FormActionProps, KindPageExports } from '../../src/wizard/form-actions';
import { checkEnrollCodeQueryKey, useCheckEnrollCode } from './api-check-enroll-code';
import { saveEnrollerCode } from './api-save-enroller-code';
import { EnrollerCodeModal } from './EnrollerCodeModal';

/**
 * Enter Enroller Code on Personal Information (001 sections 4 and 5). 'Next validates, checks the
 * enroller-code requirement, then saves': check-enroll-code says whether this enrollment's group still
 * needs a code, so Next posts nothing for stores that need none.
 */
function EnrollerCodeAction({ enrollmentId, setBeforeSave, setNotice }: FormActionProps) {
  const queryClient = useQueryClient();
  const enrollCheck = useCheckEnrollCode(enrollmentId, true);
  const [open, setOpen] = useState(false);
  const show = enrollCheck.data?.show_enroll_code === true;
  const required = enrollCheck.data?.code_required === true;

  useEffect(() => {
    setBeforeSave(() => {
      const missing = show && required && !storage.get('enrollerCode');
      setNotice(missing ? MESSAGES.enrollerCodeRequired : undefined);
      return !missing;
    });
    return () => setBeforeSave(null);
  }, [show, required, setBeforeSave, setNotice]);

  return (
    <>
      {show && (
        <button type="button" className="oe-button oe-button--secondary" onClick={() => setOpen(true)}>
          Enter Enroller Code
        </button>
      )}
      {open && (
        <EnrollerCodeModal
          onClose={() => setOpen(false)}
          onSave={async (code) => {
            await saveEnrollerCode(enrollmentId, code);
            setNotice(undefined);
            void queryClient.invalidateQueries({ queryKey: checkEnrollCodeQueryKey(enrollmentId) });
          }}
        />
      )}
    </>
  );
}

export const formActions: KindPageExports['formActions'] = { enrollerCode: EnrollerCodeAction };
