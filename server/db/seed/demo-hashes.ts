/**
 * scrypt hashes (services/passwords.ts format, default cost) of the demo sign-in passwords and
 * enroller codes, which README publishes. Hashing them on every new database cost about 60 ms of
 * CPU each on the first start; their hashes reveal nothing the README does not. A secret missing
 * here is hashed at seed time as before. demo-hashes.test.ts checks each one verifies.
 * Regenerate: npx tsx -e "import('./server/services/passwords.ts').then(async (m) => console.log(await m.hashPassword('...')))"
 */
export const DEMO_HASHES: Readonly<Record<string, string>> = {
  'demo-rep-pass': 'scrypt$16384$8$1$pkluIX7TW5mjNQNf2WsYXg$Rc1TWyqn9egN9-pDpXR7rdkqVs_GZZrzgD5xhnCFkzw',
  'demo-group-pass': 'scrypt$16384$8$1$Jo3APehH4gU2mTZzTV95Ww$bvwIKApGUP3DlIiC-zPRMLeM-sCqyVPcOXgVxDf2ktI',
  ENR2556: 'scrypt$16384$8$1$l7gS7Jd3Ez9xtb18RA4RPg$Mzcsroe_rD9UtQVHupNRd5XdS4ziYjByMBL3MkcnUJM',
  ENR2512: 'scrypt$16384$8$1$TAzXumfcTEOiR8hi1A3PAg$eu_IaCQn8XLER4aoNoeLbVYIQoIsFQ8pRkIxqgIZh5c',
  'demo-staff-pass': 'scrypt$16384$8$1$KxXjM_x2MI-SoOQtaB0oUQ$PWKGii_ko5I-jIQ-ZtJlsneMRMxJW9eFO1Drtq3w0vA',
  'demo-carrier-pass': 'scrypt$16384$8$1$Sd2zxrN0jVMbvAOXpFqNlQ$aYrLTbu_bc-yayPWsPeVJXwBcB_h6oW3oRi2ezcMXPI',
};
