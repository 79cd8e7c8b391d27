import type { Page, Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { PLATFORM_BANKS } from '../apps/server/src/modules/assessment/bank/bank.data';
import { type BankOption, type BankQuestion, questionsAskedOf } from '../packages/shared/src/assessment';
import { expectAccessible } from './support/accessibility';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { pickOption } from './support/certification-forms';
import {
  DEMO_PASSWORD,
  horizontalOverflow,
  logIn,
  pathOf,
  platformInBrowser,
  settled,
  unexpected,
} from './support/journey';
import { tabTo, visibleFocusRing } from './support/keyboard';

const journey = platformInBrowser({ DTMM_CAPTCHA: 'off' });

/**
 * The diagnosis self-assessment of issue 14 in the browser: 并州智能矿山装备's ADMIN (a machinery maker,
 * so the industry variant) crops one production indicator, passes level 1 and starts level 2; a USER
 * member continues the same record on a phone, finishes level 2 short of the bar, and both see the
 * frozen result (level 1); then the ADMIN opens a 551 assessment with a provider.
 */
/** The current bank: what a new record is pinned to and what the public bank shows. */
const CURRENT_QUESTIONS = PLATFORM_BANKS.at(-1)?.questions ?? [];
const BY_ID = new Map(CURRENT_QUESTIONS.map((question) => [question.id, question]));
const CROPPED = '产品设计';
/** The level-1 questions of a manufacturer outside the energy-intensive 大类 that cropped 产品设计. */
const LEVEL_ONE_COUNT = questionsAskedOf(CURRENT_QUESTIONS, 'otherIndustry', ['T13']).filter(
  (question) => question.level === 1,
).length;
const PROVIDER = '山西龙城工业互联网有限公司';

/** What a strong company ticks: the best single option, or every practice of a multiple choice. */
const strongest = (question: BankQuestion): BankOption[] =>
  question.questionType === 2
    ? question.options.filter((option) => !option.exclusive)
    : [question.options.reduce((best, option) => (option.credit > best.credit ? option : best))];
/** What a company that has not started ticks: 'none', or the weakest option. */
const weakest = (question: BankQuestion): BankOption[] => [
  question.options.find((option) => option.exclusive) ??
    question.options.reduce((worst, option) => (option.credit < worst.credit ? option : worst)),
];

const cards = (page: Page) => page.getByTestId('question-card');
const goto = (page: Page, path: string) => page.goto(journey.platform.baseUrl + path, { waitUntil: 'networkidle' });

/** The ids of the record's questionnaire as getExamTree gives it, in the order of its cards. */
async function examQuestionIds(page: Page): Promise<string[]> {
  const recordId = new URL(page.url()).searchParams.get('id') ?? '';
  return page.evaluate(async (id) => {
    const token = localStorage.getItem('dtmm_access_token') ?? '';
    const res = await fetch(`/api/dtmm/answer/getExamTree/${id}`, { headers: { access_token: token } });
    type Node = { id: string; children?: Node[]; isQuestion?: boolean };
    const ids = (nodes: Node[]): string[] =>
      nodes.flatMap((node) => (node.isQuestion ? [node.id] : ids(node.children ?? [])));
    return ids((await res.json()).data.questionTree as Node[]);
  }, recordId);
}

/**
 * Answers the questionnaire's cards from `from` on (all by default) as `choose` says, one click each:
 * each card is the exam tree's question of its place, with its credits from the current bank.
 */
async function answer(page: Page, choose: (question: BankQuestion) => BankOption[], from = 0, to?: number) {
  const total = await cards(page).count();
  const ids = await examQuestionIds(page);
  expect(ids).toHaveLength(total);
  for (let i = from; i < (to ?? total); i++) {
    const card = cards(page).nth(i);
    const question = BY_ID.get(ids[i] ?? '');
    if (!question) throw new Error(`question not in the current bank: ${ids[i]}`);
    expect((await card.locator('.question-card__title').innerText()).trim()).toBe(question.title);
    for (const option of choose(question)) {
      await card
        .getByRole(question.questionType === 2 ? 'checkbox' : 'radio', { name: option.label, exact: true })
        .check();
    }
  }
}

/** 已答: the answer sheet's count on a desktop, the bottom bar's on a phone. */
const answeredCount = async (page: Page) =>
  Number(await page.locator('[data-testid="count-answered"], .answer-bar__progress strong').first().innerText());

let admin: { page: Page; problems: string[] };
let member: { page: Page; problems: string[] };
afterAll(async () => {
  await admin?.page.close();
  await member?.page.close();
});

describe('a certified enterprise assesses itself level by level', () => {
  it('a guest reads the question bank, and on the wizard is sent to the service centre', async () => {
    const { page, problems } = await journey.open('/severcenter/questionbank', PHONE);
    await page
      .getByText(CURRENT_QUESTIONS[0]?.title ?? '')
      .first()
      .waitFor();
    // A guest sees the industry variant first and may switch to the other.
    expect(await page.getByRole('radio', { name: '工业企业', exact: true }).isChecked()).toBe(true);
    await page.getByText('数字化生产', { exact: true }).first().waitFor({ state: 'attached' });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'assessment-question-bank-390');
    await expectAccessible(page, 'question bank');
    await page.setViewportSize(DESKTOP);
    await settled(page);
    await screenshot(page, 'assessment-question-bank-1366');
    await expectAccessible(page, 'question bank');
    await page.getByText('非工业企业', { exact: true }).click();
    await page.getByRole('heading', { name: '数字化经营' }).first().waitFor();
    expect(await page.getByRole('heading', { name: '数字化生产' }).count()).toBe(0);
    await goto(page, '/severcenter/selfEvaDigitization?type=1');
    await page.waitForURL((url) => url.pathname === '/severcenter');
    expect(unexpected(problems)).toEqual([]);
    await page.close();
  });

  it('the ADMIN crops an indicator, confirms and passes level 1', async () => {
    admin = await journey.open('/login', DESKTOP);
    const { page } = admin;
    await logIn(page, 'bz_admin', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    // The bank opens on the company's own variant and says why.
    await goto(page, '/severcenter/questionbank');
    await page.getByTestId('variant-reason').waitFor();
    expect(await page.getByRole('radio', { name: '工业企业（本企业）' }).isChecked()).toBe(true);
    await settled(page);
    await screenshot(page, 'assessment-question-bank-member-1366');
    await goto(page, '/severcenter');
    await page.getByRole('button', { name: '自评估入口' }).first().click();
    await page.waitForURL((url) => url.pathname === '/severcenter/evaluation');
    await page.getByText('未开始').first().waitFor();
    await page.getByTestId('evaluation-type').filter({ hasText: '工业企业' }).waitFor();
    expect(await page.getByTestId('variant-reason').innerText()).toContain('按工业企业评估');
    await settled(page);
    await screenshot(page, 'assessment-intro-1366');
    await expectAccessible(page, 'assessment intro');
    await page.getByRole('radio', { name: '非集团企业' }).check();
    await page.getByRole('button', { name: '开始自评' }).click();
    await page.waitForURL((url) => url.pathname === '/severcenter/selfEvaDigitization');

    await page.getByRole('heading', { name: '数字化生产 · 选择评估指标' }).waitFor();
    await page.getByRole('checkbox', { name: CROPPED }).uncheck();
    expect(await page.getByRole('checkbox', { name: /^生产作业/ }).isDisabled()).toBe(true);
    await settled(page);
    await screenshot(page, 'assessment-wizard-1366');
    await expectAccessible(page, 'indicator wizard');
    await page.getByRole('button', { name: '开始答题' }).click();
    const chosen = page.getByTestId('chosen-indicators');
    await chosen.waitFor();
    expect(await chosen.innerText()).not.toContain(CROPPED);
    await page.getByRole('button', { name: '确认答题' }).click();
    await page.getByText('第 1 级').first().waitFor();
    // The record is in the address, so a reload continues it.
    await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('id') ?? ''));

    await cards(page).first().waitFor();
    const total = await cards(page).count();
    expect(total).toBe(LEVEL_ONE_COUNT);
    expect(await page.getByTestId('exam-variant').innerText()).toBe('工业企业');
    expect(await page.getByText(CROPPED, { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: '提交' }).first().click();
    await page.getByText('请先完成所有题目！').waitFor();
    await answer(page, strongest);
    await expect.poll(() => answeredCount(page)).toBe(total);
    await settled(page);
    // One option per line on a desktop too: no radio right after the previous option's text (issue 30).
    const lefts = await page
      .locator('.question-card .ant-radio-group')
      .first()
      .locator('.ant-radio-wrapper')
      .evaluateAll((wrappers) => wrappers.map((wrapper) => Math.round(wrapper.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    await screenshot(page, 'assessment-questionnaire-1366');
    await expectAccessible(page, 'questionnaire');

    await page.getByRole('button', { name: '提交' }).first().click();
    // The first 提交 of the record asks for the 真实性承诺; the colleague who finishes it is not asked again.
    const pledge = page.locator('.pledge-modal');
    await pledge.getByRole('checkbox', { name: '我已阅读并承诺' }).check();
    await pledge.getByRole('button', { name: '确认' }).click();
    await page.getByText('本级评估已通过').waitFor();
    await page.getByTestId('countdown').waitFor();
    await page.getByRole('button', { name: '立即继续' }).click();
    await page.getByText('第 2 级').first().waitFor();
    await answer(page, strongest, 0, 3);
    await expect.poll(() => answeredCount(page)).toBe(3);
    expect(unexpected(admin.problems)).toEqual([]);
  });

  it('a USER member continues the record on a phone, sees who answered, and finishes level 2', async () => {
    member = await journey.open('/login', PHONE);
    const { page } = member;
    await logIn(page, 'bz_user', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await goto(page, '/severcenter/evaluation?name=diagnosis_service');
    await page.getByText('进行中').first().waitFor();
    await page.getByTestId('variant-reason').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await settled(page);
    await screenshot(page, 'assessment-intro-390');
    await expectAccessible(page, 'assessment intro');
    await goto(page, '/user/digitalization');
    await page.getByRole('link', { name: '继续评估' }).first().click();
    await page.waitForURL((url) => url.pathname === '/severcenter/selfEvaDigitization');
    await page.getByText('第 2 级').first().waitFor();
    await cards(page)
      .first()
      .getByText(/bz_admin 于 .* 作答/)
      .waitFor();
    expect(await answeredCount(page)).toBe(3);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await settled(page);
    await screenshot(page, 'assessment-questionnaire-390');
    await expectAccessible(page, 'questionnaire');

    await answer(page, weakest, 3);
    const total = await cards(page).count();
    await expect.poll(() => answeredCount(page)).toBe(total);
    await page.getByRole('button', { name: '答题卡' }).click();
    await page.getByTestId('count-open').filter({ hasText: '0' }).waitFor();
    await settled(page);
    await screenshot(page, 'assessment-answer-card-390');
    await expectAccessible(page, 'answer card');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '提交' }).first().click();
    await page.getByText('评估已完成').first().waitFor();
    // 查看结果 in the last level's modal opens the result itself (issue 30; the unit test pins it down). On a
    // busy machine the modal's 5 s countdown may win and open 我的评估 first: the result is one click from there.
    await page
      .getByRole('button', { name: '查看结果' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await page.waitForURL((url) => ['/evaluationResultsCenter', '/user/digitalization'].includes(url.pathname));
    if (new URL(page.url()).pathname === '/user/digitalization')
      await page.getByRole('link', { name: '查看结果' }).first().click();
    await page.waitForURL((url) => url.pathname === '/evaluationResultsCenter');
    await page.getByText('场景应用').first().waitFor({ state: 'attached' });
    await page.getByText('初步建设').first().waitFor();
    await page.getByText(/^已签署真实性承诺（/).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await settled(page);
    await screenshot(page, 'assessment-result-390');
    await expectAccessible(page, 'result');
    expect(unexpected(member.problems)).toEqual([]);
  });

  it('the ADMIN finds the completed record and its frozen result, then starts the 551 topic', async () => {
    const { page } = admin;
    await goto(page, '/user/digitalization');
    await page.getByText('已完成').first().waitFor();
    await page.getByRole('link', { name: '查看结果' }).first().click();
    await page.waitForURL((url) => url.pathname === '/evaluationResultsCenter');
    expect(new URL(page.url()).searchParams.get('type')).toBe('zdpg');
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    await page.getByText('结果说明').first().waitFor();
    // The page shows the server's frozen numbers: the total with two decimals, level 1, tier L0.
    const detail = await page.evaluate(async (recordId) => {
      const token = localStorage.getItem('dtmm_access_token') ?? '';
      const res = await fetch(`/api/dtmm/answer/recordDetail/${recordId}`, { headers: { access_token: token } });
      return (await res.json()).data as {
        totalScore: number;
        assessmentLevel: number;
        digitalTransformationLevel: string;
      };
    }, id);
    expect(detail).toMatchObject({ assessmentLevel: 1, digitalTransformationLevel: 'L0' });
    await page.getByText(detail.totalScore.toFixed(2)).first().waitFor();
    await settled(page);
    await screenshot(page, 'assessment-result-1366');
    await expectAccessible(page, 'result');
    expect(pathOf(page)).toBe('/evaluationResultsCenter');

    await goto(page, '/severcenter/FiveOneSubject');
    await page.getByRole('radio', { name: '非集团企业' }).check();
    await page.getByRole('button', { name: '开始自评' }).click();
    await page.getByText('请选择服务商').first().waitFor();
    await settled(page);
    await screenshot(page, 'assessment-551-1366');
    await expectAccessible(page, '551 intro');
    await page.setViewportSize(PHONE);
    await settled(page);
    await screenshot(page, 'assessment-551-390');
    await expectAccessible(page, '551 intro');
    await page.setViewportSize(DESKTOP);
    // With a provider the 551 assessment opens on its own record, linked to that provider.
    await pickOption(page, '服务商', PROVIDER);
    await page.getByRole('button', { name: '开始自评' }).click();
    await page.waitForURL((url) => url.searchParams.get('serviceType') === '551');
    await page.getByRole('button', { name: '开始答题' }).click();
    await page.getByRole('button', { name: '确认答题' }).click();
    await cards(page).first().waitFor();
    await goto(page, '/severcenter/FiveOneSubject');
    await page.getByText('进行中').first().waitFor();
    await page.getByText(PROVIDER).first().waitFor();
    expect(unexpected(admin.problems)).toEqual([]);
  });
});

describe('a logistics company takes the services variant', () => {
  it('sees why on the intro, crops only 物流仓储 of 数字化经营, and answers no production question', async () => {
    const { page, problems } = await journey.open('/login', PHONE);
    await logIn(page, 'yc_admin', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await goto(page, '/severcenter/evaluation?name=diagnosis_service');
    await page.getByTestId('evaluation-type').filter({ hasText: '非工业企业' }).waitFor();
    expect(await page.getByTestId('variant-reason').innerText()).toContain('改评数字化经营');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await settled(page);
    await screenshot(page, 'assessment-intro-services-390');

    await page.getByRole('radio', { name: '非集团企业' }).check();
    await page.getByRole('button', { name: '开始自评' }).click();
    await page.waitForURL((url) => url.pathname === '/severcenter/selfEvaDigitization');
    await page.getByRole('heading', { name: '数字化经营 · 选择评估指标' }).waitFor();
    await expectAccessible(page, 'indicator wizard');
    await page.setViewportSize(DESKTOP);
    expect(await page.getByRole('checkbox', { name: /^市场营销/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: '产品设计' }).count()).toBe(0);
    await page.getByRole('checkbox', { name: '物流仓储' }).uncheck();
    await settled(page);
    await screenshot(page, 'assessment-wizard-services-1366');
    await page.getByRole('button', { name: '开始答题' }).click();
    await page.getByText('数字化经营：已选 7 项指标').waitFor();
    await page.getByRole('button', { name: '确认答题' }).click();
    await cards(page).first().waitFor();
    expect(await page.getByTestId('exam-variant').innerText()).toBe('非工业企业');
    const asked = questionsAskedOf(CURRENT_QUESTIONS, 'services', ['T39']).filter((question) => question.level === 1);
    const ids = await examQuestionIds(page);
    expect([...ids].sort()).toEqual(asked.map((question) => question.id).sort());

    await answerWithTheKeyboard(page, ids);
    await logOutWithoutRefusals(page);
    expect(unexpected(problems)).toEqual([]);
    await page.close();
  });
});

/**
 * Keyboard only, from the top of the page (issue 30): Tab into the first single choice, Space selects
 * its first option and ↓ moves to the second; Tab on into the first multiple choice, Space ticks an
 * option; Tab on to 提交 and Enter, which answers that questions are still open. Every stop shows its focus.
 */
async function answerWithTheKeyboard(page: Page, ids: string[]) {
  const isMultiple = (id: string) => BY_ID.get(id)?.questionType === 2;
  const single = ids.findIndex((id) => !isMultiple(id));
  const multiple = ids.findIndex(isMultiple);
  const anchorOf = (index: number) => cards(page).nth(index).getAttribute('id');
  for (const index of [single, multiple].sort((a, b) => a - b)) {
    const control = index === single ? 'radio' : 'checkbox';
    await tabTo(page, `#${await anchorOf(index)} input[type="${control}"]`);
    expect(await visibleFocusRing(page)).not.toBeNull();
    await page.keyboard.press('Space');
    if (index === single) await page.keyboard.press('ArrowDown');
  }
  const singleCard = cards(page).nth(single);
  await expect.poll(() => singleCard.getByRole('radio').nth(1).isChecked()).toBe(true);
  expect(await cards(page).nth(multiple).getByRole('checkbox').first().isChecked()).toBe(true);
  await expect.poll(() => answeredCount(page)).toBe(2);

  await tabTo(page, '.answer-sheet__submit');
  expect(await visibleFocusRing(page)).not.toBeNull();
  await screenshot(page, 'assessment-keyboard-submit-1366');
  await page.keyboard.press('Enter');
  await page.getByText('请先完成所有题目！').waitFor();
}

/**
 * 退出登录 from the questionnaire leads to the login page without a call the server refuses (issue 30: the
 * page's queries were fetched again without a token, two 401s). The calls start on the click, so each
 * started before the login page shows is awaited.
 */
async function logOutWithoutRefusals(page: Page) {
  const calls: Request[] = [];
  const record = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request);
  };
  page.on('request', record);
  await page.locator('.user-box').hover();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('heading', { name: '欢迎登录' }).waitFor();
  page.off('request', record);
  const answered = await Promise.all(
    calls.map(async (call) => `${(await call.response())?.status()} ${new URL(call.url()).pathname}`),
  );
  expect(answered).toContain('200 /api/dtmm/auth/logout');
  expect(answered.filter((line) => line.startsWith('401'))).toEqual([]);
}
