import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { enterWithAcmeCode, openMenuOnPhone, passAccessPage } from './support/entry';
import { DEMO_REP, dismissLocationBanner, signInOnPrompt, stored, tempInfo } from './support/homes';

const DEMO_GROUP_ADMIN = { email: 'hr@acme.example.com', password: 'demo-group-pass' } as const;

test.describe('shell, member benefit store and help', () => {
  test('member-benefit-store submits the member and tier at once and opens the plans', async ({ page, request }) => {
    await page.goto('/');
    await passAccessPage(page, 'AG1001');
    await page.goto('/jordan/member-benefit-store/U3001/XX');
    await expect(page.getByRole('alert').filter({ hasText: 'Please choose a tier' })).toBeVisible();

    await page.goto('/jordan/member-benefit-store/U3001/IF');
    await signInOnPrompt(page, DEMO_REP);
    await expect(page).toHaveURL(/\/jordan\/plans$/);
    expect(await stored(page, 'enroll_group_id')).toBe('2001');
    expect(await stored(page, 'enroll_type')).toBe('existing-member');
    expect(await tempInfo(request, page, 'filter_info')).toMatchObject({
      tier: 'IF',
      type: 'existing-member',
      group_id: 2001,
    });

    // Emerson Clark (U3013) is Sam Lee's member: Jordan's sign-in does not open them.
    const before = await stored(page, 'tempId');
    await page.goto('/jordan/member-benefit-store/U3013/IO');
    await expect(page.getByRole('alert').filter({ hasText: "This member's plans could not be opened" })).toBeVisible();
    await expect(page).toHaveURL(/member-benefit-store\/U3013\/IO$/);
    expect(await stored(page, 'tempId')).toBe(before);
  });

  test('header and footer: About bio, dashboards, how-to video, app and support links', async ({ page }) => {
    await page.goto('/');
    await passAccessPage(page, 'AG1001');
    await dismissLocationBanner(page);
    const header = page.getByRole('banner');

    await header.getByRole('button', { name: 'About' }).click();
    const about = page.getByRole('dialog', { name: 'About Jordan' });
    await expect(about.getByText(/Jordan Avery has advised families and employers across Georgia/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(about).toHaveCount(0);

    await header.getByRole('button', { name: 'Dashboards' }).click();
    await expect(header.getByRole('link', { name: 'Member Dashboard' })).toHaveAttribute(
      'href',
      'https://members.openenroll.test/',
    );
    await expect(header.getByRole('link', { name: 'Group Registration' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: 'Member Dashboard' })).toBeHidden();

    await page.getByRole('button', { name: 'Watch the how-to video' }).click();
    const video = page.getByRole('dialog', { name: 'How to enroll' });
    await expect(video.getByRole('link', { name: 'Open the how-to video' })).toHaveAttribute(
      'href',
      'https://www.openenroll.test/videos/how-to-enroll',
    );
    await page.keyboard.press('Escape');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Submit a support request' })).toHaveAttribute(
      'href',
      'https://support.openenroll.test/new-ticket',
    );
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Group Application' })).toBeVisible();
  });

  test("the support phone: the special rep code's phone, a rep's own phone, the default on the main store", async ({
    page,
  }) => {
    await page.goto('/');
    await passAccessPage(page, 'AG1002');
    await expect(page).toHaveURL(/\/samlee$/);
    const contact = page.getByRole('banner').getByRole('list', { name: 'Contact' });
    await expect(contact.getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute('href', 'tel:8005550142');
    await expect(contact.getByText('(678) 555-0102')).toHaveCount(0);

    await page.getByRole('button', { name: 'Not My Site' }).click();
    await passAccessPage(page, 'AG1001');
    await expect(page).toHaveURL(/\/jordan$/);
    await expect(contact.getByRole('link', { name: '(404) 555-0101' })).toBeVisible();
    await page.goto('/store');
    await expect(contact.getByRole('link', { name: '(800) 555-0100' })).toBeVisible();
  });

  test('the category menu has Home and the categories; on phones it folds behind Menu and closes after a choice', async ({
    page,
  }) => {
    await page.goto('/');
    await passAccessPage(page, 'AG1001');
    await dismissLocationBanner(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const phone = (page.viewportSize()?.width ?? 1280) < 1024;
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    if (phone) await expect(nav.getByRole('link', { name: 'Dental' })).toBeHidden();
    await openMenuOnPhone(page);
    if (phone) await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/jordan');
    await nav.getByRole('link', { name: 'Dental' }).click();
    await expect(page).toHaveURL(/\/jordan\/plans\?type=DENTAL$/);
    if (phone) await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Android app link is hidden on Apple devices', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    const page = await context.newPage();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Get it on Google Play' })).toHaveCount(0);
    await context.close();
  });

  test('the location banner: Allow fills the zip from the position; a denied position breaks nothing', async ({
    browser,
  }) => {
    const denied = await browser.newContext();
    const deniedPage = await denied.newPage();
    await deniedPage.goto('/');
    await passAccessPage(deniedPage, 'AG1001');
    await deniedPage
      .getByRole('region', { name: 'Location' })
      .getByRole('button', { name: 'Allow', exact: true })
      .click();
    await expect(deniedPage.getByRole('region', { name: 'Location' })).toHaveCount(0);
    await expect(deniedPage.getByRole('region', { name: 'Get Started' }).getByLabel('Zip code')).toHaveValue('');
    await denied.close();

    const context = await browser.newContext({
      geolocation: { latitude: 33.749, longitude: -84.388 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto('/');
    await passAccessPage(page, 'AG1001');
    const leadCall = page.waitForResponse((r) => r.url().includes('/api/v1/get-lead-information'));
    await page.getByRole('region', { name: 'Location' }).getByRole('button', { name: 'Allow', exact: true }).click();
    expect((await leadCall).status()).toBe(200);
    await expect(page.getByRole('region', { name: 'Get Started' }).getByLabel('Zip code')).toHaveValue(/^303\d\d$/);

    // The device is known now: the next visit keeps its zip and does not ask again.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Get Started' }).getByLabel('Zip code')).toHaveValue(/^303\d\d$/);
    await expect(page.getByRole('region', { name: 'Location' })).toHaveCount(0);
    await context.close();
  });

  test("'Don't Allow' on the location banner is remembered on the next pages and after a reload", async ({ page }) => {
    await page.goto('/');
    await passAccessPage(page, 'AG1001');
    const banner = page.getByRole('region', { name: 'Location' });
    await banner.getByRole('button', { name: "Don't Allow" }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Get Started' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.goto('/jordan/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('the assistant ends with the 24-hour note; ticket, feedback and Contact Rep views', async ({ page }) => {
    await page.goto('/');
    await passAccessPage(page, 'AG1001');
    await dismissLocationBanner(page);
    await page.getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog', { name: 'Help' });
    const answers: Array<[string, string]> = [
      ['What is your name?', 'Pat'],
      ['What is the best phone number or e-mail to reach you?', 'pat@example.com'],
      ['Which kind of coverage are you looking for?', 'Dental'],
      ['When is a good time for your rep to contact you?', 'Mornings'],
    ];
    for (const [question, answer] of answers) {
      await help.getByLabel(question).fill(answer);
      await help.getByRole('button', { name: 'Send' }).click();
    }
    await expect(help.getByText('Please allow 24 hours for a rep to reach out.')).toBeVisible();
    await expect(help.getByRole('button', { name: 'Send' })).toHaveCount(0);

    // An earlier answer can still be changed after the last question.
    await help.getByRole('button', { name: 'Edit answer to Which kind of coverage are you looking for?' }).click();
    await help.getByLabel('Which kind of coverage are you looking for?').fill('Dental and vision');
    await help.getByRole('button', { name: 'Send' }).click();
    await expect(help.getByText('Dental and vision')).toBeVisible();

    await help.getByRole('button', { name: 'Ticket' }).click();
    await expect(help.getByRole('link', { name: /Create a support ticket/ })).toHaveAttribute(
      'href',
      'https://support.openenroll.test/new-ticket',
    );
    await help.getByRole('button', { name: 'Feedback' }).click();
    await expect(help.getByRole('link', { name: 'send feedback by e-mail' })).toHaveAttribute(
      'href',
      'mailto:jordan.avery@example.com?subject=Feedback',
    );
    await help.getByRole('button', { name: 'Contact Rep' }).click();
    await expect(help.getByRole('link', { name: '(404) 555-0101' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('group home, the group table and the member home pass axe', async ({ page }) => {
    await enterWithAcmeCode(page);
    await page.goto('/acme/group-home');
    await dismissLocationBanner(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Acme Manufacturing');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /Current Member/ }).click();
    await expect(page).toHaveURL(/\/acme\/group-select-member$/);
    await signInOnPrompt(page, DEMO_GROUP_ADMIN);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByRole('row', { name: /Pat Morgan/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/acme/member-home?uid=U3001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Pat Morgan');
    expect(await axeViolations(page)).toEqual([]);
  });
});
