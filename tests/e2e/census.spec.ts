import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { CENSUS_COLUMNS } from '../../schemas/api/census';
import { axeViolations } from './support/axe';
import { enterWithAcmeCode } from './support/entry';
import { dismissLocationBanner } from './support/homes';

test('the group administrator signs in on the group home and downloads the census', async ({ page }) => {
  await enterWithAcmeCode(page);
  await expect(page).toHaveURL(/\/acme$/);

  await page.goto('/acme/group-home');
  await dismissLocationBanner(page);
  await page.getByRole('button', { name: 'Download census (CSV)' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to download the census' })).toBeVisible();
  await page.getByLabel('E-mail').fill('hr@acme.example.com');
  await page.getByLabel('Password').fill('demo-group-pass');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^census-group-2001-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded census-group-2001' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const text = await readFile(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n').filter(Boolean);
  // One header row, then the group's covered people (no cell of the demo data holds a comma).
  expect(lines[0]).toBe(CENSUS_COLUMNS.join(','));
  expect(lines.filter((l) => l.startsWith('Group ID'))).toHaveLength(1);
  expect(lines.length).toBeGreaterThan(5);
  for (const line of lines.slice(1)) expect(line.split(',')).toHaveLength(CENSUS_COLUMNS.length);
});
