import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { CENSUS_COLUMNS } from '../../schemas/api/census';
import { CENSUS_EXPORT_TEXT as T } from '../../schemas/messages';
import { axeViolations } from './support/axe';
import { enterWithAcmeCode } from './support/entry';
import { dismissLocationBanner } from './support/homes';

test('the group administrator signs in on the group home, exports the census in the background and downloads it', async ({
  page,
}) => {
  await enterWithAcmeCode(page);
  await expect(page).toHaveURL(/\/acme$/);

  await page.goto('/acme/group-home');
  await dismissLocationBanner(page);
  await page.getByRole('button', { name: T.start }).click();
  await expect(page.getByRole('heading', { name: T.signInTitle })).toBeVisible();
  await page.getByLabel('E-mail').fill('hr@acme.example.com');
  await page.getByLabel('Password').fill('demo-group-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The export runs on the server; the page follows it until the file is ready.
  const status = page.getByRole('status').filter({ hasText: /census/i });
  await expect(status).toHaveText(/^Your census is ready: census-group-2001-\d{4}-\d{2}-\d{2}\.csv$/, {
    timeout: 20_000,
  });
  expect(await axeViolations(page)).toEqual([]);

  // Downloaded from the keyboard.
  const download = page.getByRole('button', { name: T.download });
  await download.focus();
  const downloaded = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^census-group-2001-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByRole('status').filter({ hasText: /^Downloaded census-group-2001/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const text = await readFile(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n').filter(Boolean);
  // One header row, then the group's covered people (no cell of the demo data holds a comma).
  expect(lines[0]).toBe(CENSUS_COLUMNS.join(','));
  expect(lines.filter((l) => l.startsWith('Group ID'))).toHaveLength(1);
  expect(lines.length).toBeGreaterThan(5);
  for (const line of lines.slice(1)) expect(line.split(',')).toHaveLength(CENSUS_COLUMNS.length);

  // The export stays on the page after a reload (the job is on the server), ready to download again.
  await page.reload();
  await dismissLocationBanner(page);
  await expect(page.getByRole('button', { name: T.download })).toBeVisible();
});
