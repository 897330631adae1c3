/**
 * Fixed ids of the demo catalogue (demo-data.md). Other seed files refer to rows by these, and
 * the README's catalogue table lists them.
 */
export const PORTAL = { direct: 501, averyMarket: 502, employer: 503, leeFamily: 504 } as const;

export const AGENT = { house: 1000, jordan: 1001, sam: 1002, noLanding: 1003 } as const;

export const GROUP = { acme: 2001, noLanding: 2003, peachtree: 2556, riverside: 2512, elevate: 2600 } as const;

export const SITE = { store: 1, jordan: 2, samlee: 3, acme: 4, partner: 5 } as const;

export const DEFAULT_LANDING = 'store';

/** Ids of the plans demo-data.md asks for by role (plans of the demo catalogue file, seed/catalogue/). */
export const SPECIAL_PLAN = {
  premierL713: 123,
  iha: 142,
  union: 125,
  prudentialLife: 133,
  membershipEntry: 261,
  healthQuestions: 191,
  aflacQuestions: 201,
  declines: 171,
  needsSalary: 181,
  needsWorkingHours: 182,
  tobaccoRated: 131,
  notInNewYork: 211,
  noFamilyTier: 103,
  ageLimited: 143,
  blackout: 162,
  changePid: 112,
  changePidTarget: 113,
} as const;
