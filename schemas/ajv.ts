import Ajv from 'ajv';
import { FORMATS } from './formats';

/**
 * The one ajv configuration of the project (the server's rules file and storefront config checks).
 * Only the 'oe-*' formats of schemas/formats.ts are registered, never ajv-formats. The wizard does
 * not use ajv: the browser and the server judge a step with validateStepData alone.
 */

/** A new Ajv 8 instance (allErrors, strict off) with the 'oe-*' formats registered. */
export function createAjv(): Ajv {
  return new Ajv({ allErrors: true, strict: false, formats: FORMATS });
}
