import { useMutation } from '@tanstack/react-query';
import type { AgeScope } from '../../../../schemas/api/access';
import { apiPost } from '../../../lib/api-client';

/** POST /set-age-scope {over65} (an addition to the contract): the same session re-signed for the age group. */
export function setAgeScope(over65: boolean): Promise<AgeScope> {
  return apiPost<AgeScope>('/set-age-scope', { over65 });
}

export function useSetAgeScope() {
  return useMutation({ mutationKey: ['set-age-scope'], mutationFn: setAgeScope });
}
