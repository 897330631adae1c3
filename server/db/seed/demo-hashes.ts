/**
 * scrypt hashes (services/passwords.ts format) of the demo sign-in passwords, at PASSWORD_COST
 * (N=2^17, about 0.3 s of CPU each), and of the enroller codes (N=2^14: a code is checked against
 * each of a group's codes in one request), which README publishes. Hashing them on every new
 * database would cost the first start that much CPU; their hashes reveal nothing the README does
 * not. A secret missing here is hashed at seed time as before. demo-hashes.test.ts checks each one verifies.
 * Regenerate: npx tsx -e "import('./server/services/passwords.ts').then(async (m) => console.log(await m.hashPassword('...')))"
 */
export const DEMO_HASHES: Readonly<Record<string, string>> = {
  'demo-rep-pass': 'scrypt$131072$8$1$8Tbd6l1xcvFP6iGatwxVMw$WrGOHuagO-prvrf9PHWkL2cs_RqhYZ_nwoqBpL0V0Zg',
  'demo-group-pass': 'scrypt$131072$8$1$zvnfthM0gmCFlzWU57QbSQ$ScZzCv-9rbJfbKeFjyYt0sgmPOASCAlk1xGlrzSeoJE',
  ENR2556: 'scrypt$16384$8$1$l7gS7Jd3Ez9xtb18RA4RPg$Mzcsroe_rD9UtQVHupNRd5XdS4ziYjByMBL3MkcnUJM',
  ENR2512: 'scrypt$16384$8$1$TAzXumfcTEOiR8hi1A3PAg$eu_IaCQn8XLER4aoNoeLbVYIQoIsFQ8pRkIxqgIZh5c',
  'demo-staff-pass': 'scrypt$131072$8$1$q-7H-VXGY9hwZd3jnjXcvA$WW-LJmMHKX2T-RKAnL6KZGBIxRoRlkKch-QA0Y9EB78',
  'demo-carrier-pass': 'scrypt$131072$8$1$ULhbv8sE4k17EUmjhvwzOA$b_MQp4Y9YRdb89COYyWXQuxSoPAfljXhO_iReG-zrVA',
};
