import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Skeleton } from '../../components/Skeleton';
import { directContinue } from './api/direct-continue';
import { decodeSegment, restoreEnrollment } from './restore-enrollment';

export interface DirectContinuePageProps {
  /** Opens the saved tab with a page load (002 section 4); tests pass their own. */
  openPath?: (path: string) => void;
}

const reload = (path: string) => window.location.assign(path);

/**
 * /direct-continue/{id}/{tab} (both base64): loads the saved enrollment by its id, stores its
 * session values and opens its saved tab with a page load. The server's saved tab wins over the
 * link's, so an old link opens where the enrollment really stopped.
 */
export function DirectContinuePage({ openPath = reload }: DirectContinuePageProps) {
  const { id, tab } = useParams();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const enrollmentId = decodeSegment(id);
    if (!enrollmentId) return setFailed(true);
    directContinue(enrollmentId).then(
      (data) => openPath(restoreEnrollment({ enrollmentId, savedTab: data.result.saved_tab ?? decodeSegment(tab) ?? null, others: data.result.others, token: data.token })),
      () => setFailed(true),
    );
  }, [id, tab, openPath]);

  return (
    <div className="oe-container oe-section">
      {failed ? (
        <div className="oe-notice oe-notice--error" role="alert">
          <p className="oe-notice__title">This link cannot open an enrollment</p>
          <p>It may have expired or the enrollment was already completed. You can continue with the code from your e-mail.</p>
          <Link to="/continue-enrollment">Continue Enrollment</Link>
        </div>
      ) : (
        <div aria-busy="true" aria-label="Opening your saved enrollment">
          <Skeleton height="2.5rem" width="60%" />
        </div>
      )}
    </div>
  );
}
