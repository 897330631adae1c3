import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Skeleton } from '../../components/Skeleton';
import { directContinue } from './api/direct-continue';
import { ContinueEnrollmentPage } from './ContinueEnrollmentPage';
import { decodeSegment } from './restore-enrollment';

export interface DirectContinuePageProps {
  /** Opens the saved tab with a page load (002 section 4); tests pass their own. */
  openPath?: (path: string) => void;
}

const reload = (path: string) => window.location.assign(path);

/**
 * /direct-continue/{id}/{tab} (both base64): checks the link's enrollment is still saved, then asks
 * for the code mailed with the link (the id alone is no proof: it must not open health answers),
 * stores the session values and opens the saved tab with a page load. The server's saved tab wins
 * over the link's, so an old link opens where the enrollment really stopped.
 */
export function DirectContinuePage({ openPath = reload }: DirectContinuePageProps) {
  const { id } = useParams();
  const enrollmentId = decodeSegment(id);
  const [refused, setRefused] = useState(false);
  const failed = !enrollmentId || refused;
  const [linked, setLinked] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !enrollmentId) return;
    started.current = true;
    directContinue(enrollmentId).then(
      () => setLinked(enrollmentId),
      () => setRefused(true),
    );
  }, [enrollmentId]);

  if (linked) return <ContinueEnrollmentPage enrollmentId={linked} openPath={openPath} />;

  return (
    <div className="oe-container oe-section">
      {failed ? (
        <div className="oe-notice oe-notice--error" role="alert">
          <p className="oe-notice__title">This link cannot open an enrollment</p>
          <p>
            It may have expired or the enrollment was already completed. You can continue with the code from your
            e-mail.
          </p>
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
