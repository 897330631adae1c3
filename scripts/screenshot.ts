import { chromium } from '@playwright/test';

// Usage: tsx scripts/screenshot.ts <url> <out-prefix>  -> <prefix>-phone.png and <prefix>-desktop.png
const [url, prefix = '/tmp/shot'] = process.argv.slice(2);
if (!url) throw new Error('usage: tsx scripts/screenshot.ts <url> [out-prefix]');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const errors: string[] = [];
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 860 }],
] as const) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  page.on('console', (m) => m.type() === 'error' && errors.push(`${name}: ${m.text()}`));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${prefix}-${name}.png`, fullPage: true });
  await page.close();
}
await browser.close();
if (errors.length) console.log(errors.join('\n'));
console.log(`${prefix}-phone.png ${prefix}-desktop.png`);
