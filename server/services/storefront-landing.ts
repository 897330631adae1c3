import type { Db } from '../db/client';
import { findAgentById, findGroupById } from '../repositories/identity';

/** A rep's or group's storefront, as resume and the quote name it. */
export interface StorefrontOwner {
  type: 'agent' | 'group';
  id: number;
}

/** The landing name of a rep's or group's storefront ('jordan', 'acme'), null when it has none. */
export async function landingOf(db: Db, owner: StorefrontOwner | null): Promise<string | null> {
  if (!owner) return null;
  const landing =
    owner.type === 'group'
      ? (await findGroupById(db, owner.id))?.group.landingUrl
      : (await findAgentById(db, owner.id))?.landingUrl;
  return landing || null;
}

/** The path prefix of that storefront ('/jordan'), '' for the default store or one without a landing. */
export async function landingPrefixOf(db: Db, owner: StorefrontOwner | null): Promise<string> {
  const landing = await landingOf(db, owner);
  return landing ? `/${encodeURIComponent(landing)}` : '';
}
