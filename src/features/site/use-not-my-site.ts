import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearEverything } from './site-session-store';

/**
 * 'Not my site' (000 section 4): clears all storage and every cached answer, so rep
 * authentication, landing, rep, group, zip, continue flag, rep code and age all start over at /.
 */
export function useNotMySite(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearEverything();
    queryClient.clear();
    navigate('/', { replace: true });
  };
}
