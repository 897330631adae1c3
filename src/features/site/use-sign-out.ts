import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../lib/api-client';
import { signOut } from './api/sign-out';
import { clearEverything } from './site-session-store';

/**
 * Sign out of a rep's or group administrator's sign-in: the server ends the token first (it answers
 * 401 from then on, in every API process), then the browser forgets everything, as 'Not my site'
 * does, and the storefront starts over at its access page. A token the server already refuses (401,
 * 403) is signed out all the same; any other failure keeps the sign-in and says so.
 */
export function useSignOut(home: string): { signOut: () => Promise<void>; pending: boolean; error: string | null } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    pending,
    error,
    signOut: async () => {
      setPending(true);
      setError(null);
      try {
        await signOut();
      } catch (cause) {
        const ended = cause instanceof ApiRequestError && (cause.httpStatus === 401 || cause.httpStatus === 403);
        if (!ended) {
          setPending(false);
          setError(cause instanceof Error ? cause.message : String(cause));
          return;
        }
      }
      clearEverything();
      queryClient.clear();
      setPending(false);
      navigate(home, { replace: true });
    },
  };
}
