import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  type CartCaller,
  type CartSession,
  newVisitorEnrollment,
  openCartApp,
  pricingIdOf,
} from '../helpers/cart-fixtures';
import { enrollments, screenshots } from '../../server/db/schema';
import { cartEffectiveDates } from '../../server/domain/effective-dates';
import { readScreenshots } from '../../server/repositories/screenshots';

// A 1x1 transparent PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('effective dates, checkout and screenshot', () => {
  let app: FastifyInstance;
  let session: CartSession;
  let api: CartCaller;
  beforeAll(async () => ({ app, session, api } = await openCartApp()));
  afterAll(async () => app.close());

  async function cartWithDental(): Promise<string> {
    const id = await newVisitorEnrollment(app, session);
    await api.post('add-plan-to-cart', {
      enrollment_id: id,
      plan_id: 101,
      plan_pricing_id: await pricingIdOf(app, session.token, id, 101),
    });
    return id;
  }

  it('offers the first of each of the next two months for a cart, none for an empty one', async () => {
    const id = await cartWithDental();
    const dates = (await api.get(`get-cart-effective-dates?enrollment_id=${id}`)).json().data.result as string[];
    expect(dates).toEqual(cartEffectiveDates([{ blackoutStart: null, blackoutEnd: null }]));
    expect(dates).toHaveLength(2);
    for (const d of dates) expect(d).toMatch(/^\d{2}\/01\/\d{4}$/);
    const empty = await newVisitorEnrollment(app, session);
    expect((await api.get(`get-cart-effective-dates?enrollment_id=${empty}`)).json().data.result).toEqual([]);
  });

  it('checks out once with an offered date, stores it and answers it in the cart', async () => {
    const id = await cartWithDental();
    const [, second] = (await api.get(`get-cart-effective-dates?enrollment_id=${id}`)).json().data.result as string[];
    const first = await api.post('cart-checkout', { enrollment_id: id, effective_date: second });
    const again = await api.post('cart-checkout', { enrollment_id: id, effective_date: second });
    for (const res of [first, again])
      expect(res.json()).toMatchObject({ status: 'success', data: { effective_date: second } });
    const [row] = await app.db.select().from(enrollments).where(eq(enrollments.id, id));
    expect(row?.status).toBe('checked_out');
    expect((await api.get(`get-plan-cart?enrollment_id=${id}`)).json().data.effective_date).toBe(second);
  });

  it('refuses a date that is not offered, a malformed one and an empty cart, naming effective_date', async () => {
    const id = await cartWithDental();
    for (const effective_date of ['01/15/2031', '2030-01-01', '']) {
      const res = await api.post('cart-checkout', { enrollment_id: id, effective_date });
      expect(res.statusCode, effective_date).toBe(400);
      expect(res.json().data[0].target_element).toBe('effective_date');
    }
    const empty = await newVisitorEnrollment(app, session);
    const res = await api.post('cart-checkout', {
      enrollment_id: empty,
      effective_date: cartEffectiveDates([{ blackoutStart: null, blackoutEnd: null }])[0],
    });
    expect(res.statusCode).toBe(400);
    const [row] = await app.db.select().from(enrollments).where(eq(enrollments.id, empty));
    expect(row?.status).toBe('open');
  });

  it('keeps a PNG screenshot and refuses anything else', async () => {
    const id = await cartWithDental();
    const ok = await api.post('save-screenshot', { enrollment_id: id, name: 'cart_checkout', image: PNG });
    expect(ok.json().status).toBe('success');
    const rows = await app.db.select().from(screenshots).where(eq(screenshots.enrollmentId, id));
    expect(rows.map((r) => r.name)).toEqual(['cart_checkout']);
    // Kept sealed: the stored bytes are not a PNG, the opened ones are.
    expect(Buffer.from(rows[0]!.image).subarray(1, 4).toString()).not.toBe('PNG');
    expect(
      (await readScreenshots(app.db, id, 'cart_checkout', app.config.encryptionKey))[0]!.subarray(1, 4).toString(),
    ).toBe('PNG');

    const gif = await api.post('save-screenshot', {
      enrollment_id: id,
      name: 'cart',
      image: `data:image/png;base64,${Buffer.from('GIF89a-not-a-png').toString('base64')}`,
    });
    expect(gif.statusCode).toBe(400);
    expect(gif.json().data[0].target_element).toBe('image');
    const jpeg = await api.post('save-screenshot', {
      enrollment_id: id,
      name: 'cart',
      image: 'data:image/jpeg;base64,AAAA',
    });
    expect(jpeg.json().data[0].target_element).toBe('image');
  });

  it('accepts a screenshot of a few megabytes but not more, while other routes keep the small limit', async () => {
    const id = await cartWithDental();
    const big = `data:image/png;base64,iVBORw0KGgo${'A'.repeat(3 * 1024 * 1024)}`;
    expect((await api.post('save-screenshot', { enrollment_id: id, name: 'big', image: big })).statusCode).toBe(200);
    const huge = `data:image/png;base64,iVBORw0KGgo${'A'.repeat(7 * 1024 * 1024)}`;
    expect((await api.post('save-screenshot', { enrollment_id: id, name: 'huge', image: huge })).statusCode).toBe(413);
    const padded = await api.post('cart-checkout', {
      enrollment_id: id,
      effective_date: '01/01/2030',
      padding: 'x'.repeat(1024 * 1024),
    });
    expect(padded.statusCode).toBe(413);
  });
});
