/** The save-for-later code as the mail shows it (server/routes/save-enrollment.ts), for tests to read it back. */
export const SAVE_CODE_IN_MAIL = /Enrollment code: ([0-9A-Z]{4}-[0-9A-Z]{5}-[0-9A-Z]{5})/;
