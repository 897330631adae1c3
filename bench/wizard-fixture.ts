/** A /api/v1 caller bound to a base URL: answers `data` of the success envelope, throws otherwise. */
export function benchApi(base: string) {
  return async <T>(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}/api/v1/${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { status: string; data: T };
    if (json.status !== 'success') throw new Error(`${path}: ${JSON.stringify(json)}`);
    return json.data;
  };
}

/** Creates, through the API, an enrollment with a plan in its cart and 3 saved beneficiaries (total 100). */
export async function createWizardEnrollment(base: string): Promise<{ token: string; enrollmentId: string }> {
  const call = benchApi(base);
  const { token } = await call<{ token: string }>('GET', 'get-default-info', null);
  const filter = await call<{ temp_enrollment_id: string }>('POST', 'add-filter-for-new-user', token, {
    zip: '30301',
    dob: '04/02/1980',
    gender: '1',
    tier: 'IO',
    eprocess: 'applicant',
  });
  const enrollmentId = filter.temp_enrollment_id;
  const pricing = await call<{ plans: { ppid?: number; plan_pricing_id?: number }[] }>(
    'GET',
    `get-plan-pricing-detail?pid=132&enrollment_id=${enrollmentId}`,
    token,
  );
  const ppid = pricing.plans[0]?.ppid ?? pricing.plans[0]?.plan_pricing_id;
  await call('POST', 'add-plan-to-cart', token, { enrollment_id: enrollmentId, plan_id: 132, plan_pricing_id: ppid });
  const person = (first: string, relationship: string, pct: string, ssn: string) => ({
    first_name: first,
    last_name: 'Morgan',
    birthdate: '02/03/1990',
    ssn,
    relationship,
    beneficiary_percentage: pct,
  });
  await call('POST', 'save-beneficiary-info', token, {
    enrollment_id: enrollmentId,
    beneficiaries: [
      person('Alex', 'Spouse', '50', '111223333'),
      person('Sam', 'Child', '30', '222334444'),
      person('Jo', 'Child', '20', '333445555'),
    ],
  });
  return { token, enrollmentId };
}
