import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

export type SignInKind = 'rep' | 'group';

/** What POST /rep-sign-in and /group-sign-in answer (security.md). */
export interface SignedIn {
  kind: SignInKind;
  name: string;
  agent_id: number | null;
  group_id: number | null;
  portal_id: number | null;
  token: string;
}

/** Signs a rep or group administrator in; the signed-in token replaces the stored one. */
export async function signIn({
  kind,
  email,
  password,
}: {
  kind: SignInKind;
  email: string;
  password: string;
}): Promise<SignedIn> {
  const data = await apiPost<SignedIn>(kind === 'rep' ? '/rep-sign-in' : '/group-sign-in', { email, password });
  storage.set('session_token', data.token);
  // Later calls send these ids beside the token; they must match it.
  storage.set('agent_id', data.agent_id ?? undefined);
  storage.set('group_id', data.group_id ?? undefined);
  storage.set('portal_id', data.portal_id ?? undefined);
  return data;
}

/** Signing in makes the member lists readable: they are refetched with the new token. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sign-in'],
    mutationFn: signIn,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (q) => ['agent-members', 'group-users', 'member-info'].includes(String(q.queryKey[0])),
      }),
  });
}
