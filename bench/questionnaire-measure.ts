import type { Browser, CDPSession, Page } from '@playwright/test';
import { questionnaireFieldName, QUESTIONNAIRE_KINDS, type QuestionnaireSize } from './questionnaire-fixture';
import { observeEvents } from './wizard';

/**
 * One measurement of `npm run bench questionnaire` (bench/questionnaire.ts) in a fresh browser
 * context: the step's render in the running app, the page loaded, keystrokes by Event Timing on the
 * first field and a field in the middle, and Next on the page left mostly empty.
 */

export const TYPED = 'Dr Lee Grant';
export const tabOf = (size: QuestionnaireSize) =>
  `custom_questionnaire_${size.n}${size.conditional ? '_conditional' : ''}`;
export type Session = { token: string; enrollmentId: string };

/** The index of a text field near the middle of an n-field page. */
function middleTextField(n: number): number {
  let i = Math.floor(n / 2);
  while (QUESTIONNAIRE_KINDS[i % QUESTIONNAIRE_KINDS.length] !== 'text') i -= 1;
  return i;
}

/** Per interaction since observeEvents: its longest Event Timing entry; keystrokes without one (under 16 ms) as 0. */
async function interactions(page: Page, keys: boolean): Promise<number[]> {
  return page.evaluate((countKeys) => {
    const w = window as unknown as { __longest: Map<number, number>; __keys: number };
    const reported = [...w.__longest.values()];
    const missing = countKeys ? Math.max(0, w.__keys - reported.length) : 0;
    return [...reported, ...Array.from({ length: missing }, () => 0)];
  }, keys);
}

export interface Sample {
  render: number;
  /** In the running app (from the review's link to the step): the click to the first field drawn. */
  inAppFirst: number;
  /** The same click to the last field in the DOM. */
  inAppAll: number;
  first: number[];
  middle: number[];
  /** Event Timing of the Next click (to the first paint after it). */
  next: number;
  /** From the click to every error in the DOM (polled every 10 ms). */
  nextAll: number;
}

/**
 * The step's render inside the running app, as a user reaches it: the review page (its list of steps
 * still to complete links to each), settled, then its link to the questionnaire followed (react-router,
 * no page load). From the click: the first field drawn (a frame in which #root_<first> is in the DOM
 * and enabled) and the last field in the DOM, watched every frame in the page. The review's card of
 * the page has fetched its descriptors already, so this is the step's own render, not the network.
 */
async function renderInApp(
  page: Page,
  base: string,
  size: QuestionnaireSize,
  rate: number,
): Promise<{ first: number; all: number }> {
  const n = size.n;
  await page.goto(`${base}/enrollment/review-confirm`);
  const link = page.locator(`a[href$="/enrollment/${tabOf(size)}"]`).first();
  await link.waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500 * rate);
  // A string, not a function: tsx names the inner function (__name), which the page does not define.
  const first = JSON.stringify(`root_${questionnaireFieldName(0)}`);
  const last = JSON.stringify(`[data-field="${questionnaireFieldName(n - 1)}"]`);
  await page.evaluate(`(() => {
    const nav = { clicked: 0, first: 0, all: 0 };
    window.__nav = nav;
    const tick = () => {
      const now = performance.now();
      const input = document.getElementById(${first});
      if (!nav.first && input && !input.disabled) nav.first = now;
      if (!nav.all && document.querySelector(${last})) nav.all = now;
      if (!nav.first || !nav.all) requestAnimationFrame(tick);
    };
    document.addEventListener('click', () => {
      nav.clicked = performance.now();
      requestAnimationFrame(tick);
    }, { capture: true, once: true });
  })()`);
  await link.click();
  await page.waitForFunction(
    () => {
      const nav = (window as unknown as { __nav: { first: number; all: number } }).__nav;
      return nav.first > 0 && nav.all > 0;
    },
    undefined,
    { timeout: 180_000 },
  );
  return page.evaluate(() => {
    const nav = (window as unknown as { __nav: { clicked: number; first: number; all: number } }).__nav;
    return { first: nav.first - nav.clicked, all: nav.all - nav.clicked };
  });
}

export async function measure(
  browser: Browser,
  base: string,
  session: Session,
  size: QuestionnaireSize,
  rate: number,
): Promise<Sample> {
  const n = size.n;
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  try {
    await page.addInitScript(
      ([t, id]) => {
        localStorage.setItem('session_token', t!);
        localStorage.setItem('tempId', id!);
        localStorage.setItem('isRepAuthenticated', 'true');
      },
      [session.token, session.enrollmentId],
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const inApp = await renderInApp(page, base, size, rate);
    await page.goto(`${base}/enrollment/${tabOf(size)}`);
    const last = questionnaireFieldName(n - 1);
    await page.waitForFunction((name) => document.querySelector(`[data-field="${name}"]`) !== null, last, {
      timeout: 120_000,
    });
    const render = await page.evaluate(() => performance.now());

    const type = async (i: number) => {
      const field = page.locator(`#root_${questionnaireFieldName(i)}`);
      await field.scrollIntoViewIfNeeded();
      await field.click();
      await observeEvents(page);
      // The old tree at 4x takes seconds per key on the longest pages: no timeout while typing.
      await field.pressSequentially(TYPED, { delay: 60 * rate, timeout: 0 });
      await page.waitForTimeout(300 * rate);
      return interactions(page, true);
    };
    const first = await type(0);
    const middle = await type(middleTextField(n));
    // Next with the typed fields filled and the rest empty: validate all, show errors, focus the first.
    await page.locator(`#root_${questionnaireFieldName(0)}`).fill('');
    await observeEvents(page);
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        () => ((window as unknown as { __clicked: number }).__clicked = performance.now()),
        {
          capture: true,
          once: true,
        },
      ),
    );
    await page.locator('button.oe-button--primary[type="submit"]').click();
    // Every error drawn: the last required field's (a long step draws far sections' errors after the first paint).
    const lastRequired = questionnaireFieldName(Math.floor((n - 1) / 3) * 3);
    const shown = await page
      .waitForFunction(
        (name) => document.querySelector(`[data-field="${name}"].oe-field--invalid`) !== null,
        lastRequired,
        { timeout: 180_000, polling: 10 },
      )
      .then(() => true)
      .catch(() => false);
    const allDrawn = await page.evaluate(
      () => performance.now() - (window as unknown as { __clicked: number }).__clicked,
    );
    await page.waitForTimeout(300 * rate);
    // A page whose errors never showed is reported as NaN rather than stopping the run.
    const next = shown ? Math.max(0, ...(await interactions(page, false))) : NaN;
    return {
      render,
      inAppFirst: inApp.first,
      inAppAll: inApp.all,
      first,
      middle,
      next,
      nextAll: shown ? allDrawn : NaN,
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await context.close();
  }
}
