import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../schemas/ajv';
import { storefrontConfigData, type StorefrontConfig } from '../../schemas/api/shell';

/**
 * The storefront configuration: every host, partner name, link target and phone number the
 * original product kept as literals (000 sections 2, 4, 9; 002 route guards), in one JSON file
 * (server/config/storefront.json). STOREFRONT_CONFIG names another file whose keys override it,
 * so a deployment changes hosts and links without a release.
 */
export interface ServerStorefrontConfig extends StorefrontConfig {
  /** Portal code the elevate partner's visitors enroll through (get-elevate-info). */
  elevate_portal_code: string;
  /** Support-ticket page (get-ticket-link). */
  ticket_link: string;
  /** Plan shown by the footer's plan link (get-goenroll-footer-plan); null for none. */
  footer_plan_id: number | null;
}

const DEFAULT_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'config', 'storefront.json');

const serverSchema = {
  ...storefrontConfigData,
  required: [...storefrontConfigData.required, 'elevate_portal_code', 'ticket_link', 'footer_plan_id'],
  properties: {
    ...storefrontConfigData.properties,
    elevate_portal_code: { type: 'string' },
    ticket_link: { type: 'string' },
    footer_plan_id: { type: ['integer', 'null'] },
  },
};

// Compiled once per process: several route plugins load the configuration while the app registers.
let validateConfig: ValidateFunction | undefined;

function readJson(file: string): Record<string, unknown> {
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${file} must hold a JSON object`);
  return value as Record<string, unknown>;
}

/** Reads the default file and the STOREFRONT_CONFIG override; throws at start-up when the result is invalid. */
export function loadStorefrontConfig(env: NodeJS.ProcessEnv = process.env): ServerStorefrontConfig {
  const merged = {
    ...readJson(DEFAULT_FILE),
    ...(env.STOREFRONT_CONFIG ? readJson(path.resolve(env.STOREFRONT_CONFIG)) : {}),
  };
  const validate = (validateConfig ??= createAjv().compile(serverSchema));
  if (!validate(merged)) throw new Error(`Invalid storefront configuration: ${JSON.stringify(validate.errors)}`);
  return merged as unknown as ServerStorefrontConfig;
}

/** The part the browser may see (GET /get-storefront-config): everything but server-only keys. */
export function publicStorefrontConfig(config: ServerStorefrontConfig): StorefrontConfig {
  const { elevate_portal_code: _portal, ticket_link: _ticket, footer_plan_id: _plan, ...rest } = config;
  return rest;
}
