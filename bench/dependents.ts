import path from 'node:path';
import type { Browser } from '@playwright/test';
import { benchApi } from './wizard-fixture';
import { keystrokeStats, openStep, typeAndMeasure, withBenchServer } from './wizard';

/**
 * `npm run bench dependents`: keystroke latency (Event Timing) on the Dependent Information step holding 9
 * dependents (the IHA family limit), in Chromium against the built app: typing into the add form
 * ('Dependent #10') and into the edit form of dependent #1, with the 9 list rows on the page.
 */

type Questions = {
  result: { codition_questions: { question_id: number }[]; medication_question: { question_id: number } | null };
};

/**
 * An open-site Family enrollment with a spouse and 8 children kept in the temp store: dental plan
 * 102, or plan 191, whose health tab makes every dependent's form ask the health questions too.
 */
async function createNineDependents(base: string, planId: 102 | 191): Promise<{ token: string; enrollmentId: string }> {
  const call = benchApi(base);
  const { token } = await call<{ token: string }>('GET', 'get-default-info', null);
  const filter = await call<{ temp_enrollment_id: string }>('POST', 'add-filter-for-new-user', token, {
    zip: '30301',
    dob: '04/02/1980',
    gender: '1',
    tier: 'IF',
    eprocess: 'applicant',
    spouse_dop: '05/06/1982',
    child_num: 8,
  });
  const enrollmentId = filter.temp_enrollment_id;
  const { plans } = await call<{ plans: { ppid: number; selected_plan: boolean }[] }>(
    'GET',
    `get-plan-pricing-detail?pid=${planId}&enrollment_id=${enrollmentId}`,
    token,
  );
  await call('POST', 'add-plan-to-cart', token, {
    enrollment_id: enrollmentId,
    plan_id: planId,
    plan_pricing_id: (plans.find((p) => p.selected_plan) ?? plans[0]!).ppid,
  });
  // Every question answered No, when the plan asks them.
  const asked =
    planId === 191
      ? (await call<Questions>('GET', `get-health-questions-dependent-info?enrollment_id=${enrollmentId}`, token))
          .result
      : null;
  const health = asked && {
    condition_questions: asked.codition_questions.map((q) => ({
      question_id: q.question_id,
      yes_no_flag: 0,
      conditions: [],
    })),
    ...(asked.medication_question
      ? { medication_question: { question_id: asked.medication_question.question_id, yes_no_flag: 0, medications: [] } }
      : {}),
  };
  const person = (first: string, relationship: string, n: number) => ({
    primary_info: {
      first_name: first,
      last_name: 'Rivera',
      birthdate: '03/14/2014',
      ssn: `40122330${n}`,
      relationship,
      gender: '1',
    },
    ...(health ? { health_info: health } : {}),
  });
  const children = ['Ana', 'Ben', 'Cal', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'].map((n, i) => person(n, 'child', i + 2));
  await call('POST', 'save-dependent-info-to-temp', token, {
    enrollment_id: enrollmentId,
    dependents: [person('Maria', 'spouse', 1), ...children],
  });
  return { token, enrollmentId };
}

async function measure(
  browser: Browser,
  token: string,
  enrollmentId: string,
  form: 'add' | 'edit',
  cpuSlowdown = 1,
): Promise<number[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  try {
    await openStep(page, token, enrollmentId, 'dependent-information');
    if (form === 'edit') await page.getByRole('button', { name: /^Edit Spouse #1/ }).click();
    const region = page.getByRole('region', { name: form === 'add' ? 'Dependent #10' : 'Dependent #1' });
    return await typeAndMeasure(page, region.getByLabel(/First Name/), 'Alexandria Morgan-Smith', cpuSlowdown);
  } finally {
    await page.close();
  }
}

export async function benchDependents(dist = path.resolve('dist')): Promise<Record<string, unknown>> {
  return withBenchServer(dist, async (browser, base) => {
    const plain = await createNineDependents(base, 102);
    const asked = await createNineDependents(base, 191);
    // Each figure at normal CPU and at 4x slowed CPU (DevTools throttling), Event Timing durations.
    const both = async (token: string, id: string, form: 'add' | 'edit') => ({
      normal_cpu: keystrokeStats(await measure(browser, token, id, form)),
      cpu_4x_slower: keystrokeStats(await measure(browser, token, id, form, 4)),
    });
    return {
      dependents: 9,
      measured_with: 'Event Timing (longest event entry per interaction; under 16 ms is not reported and shows as <16)',
      add_form_keystroke: await both(plain.token, plain.enrollmentId, 'add'),
      edit_form_keystroke: await both(plain.token, plain.enrollmentId, 'edit'),
      with_health_questions: {
        add_form_keystroke: await both(asked.token, asked.enrollmentId, 'add'),
        edit_form_keystroke: await both(asked.token, asked.enrollmentId, 'edit'),
      },
    };
  });
}
