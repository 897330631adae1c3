import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Skeleton } from '../../components/Skeleton';
import { ApiRequestError } from '../../lib/api-client';
import { signLinkQueryKey, signLinkQueryOptions, signSummaryQueryOptions, type SignDone } from './api/signing-link';
import { IdentityStep, type LinkProblem } from './components/IdentityStep';
import { SignStep } from './components/SignStep';
import { SigningSummaryView } from './components/SigningSummaryView';
import { LinkUnavailable, SigningDone } from './components/SigningOutcome';
import { SigningBrand } from './components/SigningSender';
import '../../styles/shell.css';
import '../../styles/commerce.css';
import '../../styles/wizard.css';
import '../../styles/review.css';
import '../../styles/agreements.css';
import './signing.css';

/** 410: expired, revoked or used; 423: locked after the last wrong identity attempt. */
function problemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.httpStatus === 410) return 'gone';
  return error.httpStatus === 423 ? 'locked' : null;
}

function Loading() {
  return (
    <div aria-hidden="true" className="oe-sign-step">
      <Skeleton height="2rem" width="70%" />
      <Skeleton width="90%" />
      <Skeleton height="3rem" width="100%" />
    </div>
  );
}

/** The signed summary once identity is confirmed, then the agreements and the signature. */
function ReviewAndSign({
  token,
  onDone,
  onProblem,
}: {
  token: string;
  onDone: (done: SignDone) => void;
  onProblem: (problem: LinkProblem, message: string) => void;
}) {
  const summary = useQuery(signSummaryQueryOptions(token));
  const problem = problemOf(summary.error);
  if (summary.isPending) return <Loading />;
  if (problem) return <LinkUnavailable problem={problem} message={summary.error?.message ?? ''} />;
  if (summary.isError)
    return (
      <ErrorNotice
        title="We could not load your enrollment"
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );
  return (
    <>
      <h1 className="oe-sign-title">Review and sign, {summary.data.first_name}</h1>
      <SigningSummaryView summary={summary.data} />
      <SignStep token={token} summary={summary.data} onDone={onDone} onProblem={onProblem} />
    </>
  );
}

/**
 * /sign/:token: the client's own page for a rep's signing request, phone first and without the
 * storefront's header, footer or help widget. The token in the path is the credential; identity
 * (date of birth and a texted code) sets an HttpOnly cookie, and nothing goes to browser storage.
 */
export function SigningPage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const link = useQuery(signLinkQueryOptions(token));
  const [verified, setVerified] = useState(false);
  const [outcome, setOutcome] = useState<SignDone | null>(null);
  const [problem, setProblem] = useState<{ kind: LinkProblem; message: string } | null>(null);
  const onProblem = (kind: LinkProblem, message: string) => setProblem({ kind, message });
  const linkProblem = problemOf(link.error);

  let content;
  if (outcome && link.data) content = <SigningDone done={outcome} link={link.data} token={token} />;
  else if (problem) content = <LinkUnavailable problem={problem.kind} message={problem.message} />;
  else if (link.isPending) content = <Loading />;
  else if (linkProblem) content = <LinkUnavailable problem={linkProblem} message={link.error?.message ?? ''} />;
  else if (link.isError)
    content = (
      <ErrorNotice title="We could not open this signing link" error={link.error} onRetry={() => void link.refetch()} />
    );
  else if (link.data.status === 'signed' || link.data.status === 'declined')
    content = (
      <SigningDone
        done={{ status: link.data.status, ...(link.data.policy_id ? { policy_id: link.data.policy_id } : {}) }}
        link={link.data}
        token={token}
      />
    );
  else if (verified || link.data.identity_verified)
    content = <ReviewAndSign token={token} onDone={setOutcome} onProblem={onProblem} />;
  else
    content = (
      <IdentityStep
        token={token}
        link={link.data}
        onVerified={() => {
          setVerified(true);
          void queryClient.invalidateQueries({ queryKey: signLinkQueryKey(token) });
        }}
        onProblem={onProblem}
      />
    );

  return (
    <main id="main-content" className="oe-sign">
      <title>Sign your enrollment · OpenEnroll</title>
      {/* The token is in this page's path: no Referer carries it, and no search engine keeps the page. */}
      <meta name="referrer" content="no-referrer" />
      <meta name="robots" content="noindex" />
      <div className="oe-sign__inner">
        {link.data && <SigningBrand link={link.data} />}
        {content}
      </div>
    </main>
  );
}
