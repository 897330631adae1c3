/** The plan detail route /plan/{id}/{name} under the landing prefix; the name is a readable slug. */
export function planPath(prefix: string, planId: number, planName: string): string {
  const slug =
    planName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'plan';
  return `${prefix}/plan/${planId}/${slug}`;
}
