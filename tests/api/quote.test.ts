import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-app';
import { caller, newVisitorEnrollment, openSession, pricingIdOf } from '../helpers/cart-fixtures';

describe('quote by e-mail', () => {
  let app: FastifyInstance;
  let session: Awaited<ReturnType<typeof openSession>>;
  let api: ReturnType<typeof caller>;
  let id: string;

  beforeAll(async () => {
    app = await buildTestApp();
    session = await openSession(app);
    api = caller(app, session.token);
    id = await newVisitorEnrollment(app, session);
    await api.post('add-plan-to-cart', {
      enrollment_id: id,
      plan_id: 101,
      plan_pricing_id: await pricingIdOf(app, session.token, id, 101),
    });
  });
  afterAll(async () => app.close());

  // The contract's fields, with name and message also in data (how the shared save route passes them on).
  const save = (body: Record<string, string>) =>
    api.post('save-enrollment', { enrollment_id: id, tab: 'cart_info', ...body, data: {} });
  const quotes = async () =>
    (
      (await api.get('outbox')).json().data.result as Array<{ to: string; subject: string; text: string; html: string }>
    ).filter((m) => m.subject === 'Your benefits quote');

  it('sends the quote through the mailer and answers the e-mail', async () => {
    const res = await save({ name: 'Pat Morgan', email: 'pat@example.com', message: 'See <b>this</b> & call me' });
    expect(res.json()).toMatchObject({
      status: 'success',
      data: { result: { email: 'pat@example.com' }, saved_tab: 'cart_info' },
    });
    const mail = (await quotes())[0]!;
    const all = (await api.get('outbox')).json().data.result as Array<{ subject: string }>;
    expect(all.map((m) => m.subject)).not.toContain('Your enrollment code');
    expect(mail).toMatchObject({ to: 'pat@example.com', subject: 'Your benefits quote' });
    expect(mail.text).toContain('Brightsmile Dental Plus PPO');
    expect(mail.text).toMatch(/\$\d+\.\d{2} per month/);
    expect(mail.html).toContain('See &lt;b&gt;this&lt;/b&gt; &amp; call me');
    expect(mail.html).not.toContain('<b>this</b>');
  });

  it('names the tier and the effective date chosen in the cart (only an offered one), and links to the plans', async () => {
    const offered = (await api.get(`get-cart-effective-dates?enrollment_id=${id}`)).json().data.result as string[];
    expect(offered.length).toBeGreaterThan(1);
    const send = (effective_date: string, email: string) =>
      api.post('save-enrollment', {
        enrollment_id: id,
        tab: 'cart_info',
        name: 'Pat',
        email,
        data: { effective_date },
      });
    await send(offered[1]!, 'chosen@example.com');
    await send('02/30/2020', 'refused@example.com');
    const all = await quotes();
    const [chosen, refused] = ['chosen@example.com', 'refused@example.com'].map(
      (to) => all.find((m) => m.to === to)!.text,
    );
    expect(chosen).toContain(`Coverage starts ${offered[1]}`);
    // A date the cart does not offer is not repeated: the quote names the first one it offers.
    expect(refused).toContain(`Coverage can start ${offered[0]}`);
    expect(chosen).toContain('Coverage tier: Member Only');
    expect(chosen).toMatch(/See these plans and enroll: http:\/\/localhost:\d+\/plans/);
  });

  it("answers the specification's messages under name and email", async () => {
    const cases: Array<[Record<string, string>, Array<{ target_element: string; error_message: string }>]> = [
      [{ name: '', email: 'pat@example.com' }, [{ target_element: 'name', error_message: 'Field is required' }]],
      [
        { name: 'Pat 2', email: 'pat@example.com' },
        [{ target_element: 'name', error_message: 'Please enter valid name' }],
      ],
    ];
    const before = (await quotes()).length;
    for (const [body, errors] of cases) {
      const res = await save(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toEqual(errors);
    }
    const badEmail = await save({ name: 'Pat', email: 'pat@' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().data[0].target_element).toBe('email');
    expect(await quotes()).toHaveLength(before);
  });

  it('previews the same quote as HTML with every user value escaped', async () => {
    const res = await api.get(
      `get-quote-preview-content?enrollment_id=${id}&name=${encodeURIComponent('<img src=x onerror=alert(1)>')}&message=hi&email=a%40b.co&tab=cart_info&type=preview`,
    );
    const content = res.json().data.content as string;
    expect(content).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(content).not.toContain('<img');
    expect(content).toContain('Brightsmile Dental Plus PPO');
  });

  it('refuses a quote of an empty cart and of an unknown enrollment', async () => {
    const empty = await newVisitorEnrollment(app, session);
    const res = await api.post('save-enrollment', {
      enrollment_id: empty,
      tab: 'cart_info',
      email: 'pat@example.com',
      data: { name: 'Pat' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0].error_message).toBe('No items in cart.');
    expect(
      (
        await api.post('save-enrollment', {
          enrollment_id: 'a'.repeat(32),
          tab: 'cart_info',
          email: 'pat@example.com',
          data: { name: 'Pat' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
