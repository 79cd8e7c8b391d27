import { bankVersionMessages, DEFAULT_SCORING_PARAMETERS } from '@dtmm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { json, OPERATOR, PAIR } from '@/test/session-fixtures';
import { detailOf } from '../bank-version-fixtures';
import { BankVersionPage } from './bank-version-page';

const BASE = '/api/admin/bank-versions/2';
const PROBLEMS = ['question T01-L1-1: title is empty', 'indicator T02 (人员投入) has no question at level 1'];

let detail: ReturnType<typeof detailOf>;
let writes: { method: string; url: string; body: unknown }[];
beforeEach(() => {
  detail = detailOf();
  writes = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url === `${BASE}/check`)
        return json({ code: 0, msg: 'ok', data: { problems: PROBLEMS } });
      if (method === 'GET') return json({ code: 0, msg: 'ok', data: detail });
      writes.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (url.endsWith('/publish'))
        return json({ code: 409, msg: bankVersionMessages.checkFailed(1), data: { problems: [PROBLEMS[1]] } }, 409);
      return json({ code: 0, msg: bankVersionMessages.saved, data: null });
    }),
  );
  sessionStore.start(OPERATOR, PAIR);
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const open = () =>
  renderWithApp(<BankVersionPage />, { path: '/admin/bank-versions/:version', entry: '/admin/bank-versions/2' });
// Text queries: role queries over the whole page cost seconds each under jsdom.
const button = async (name: string) =>
  (await screen.findByText(name, { selector: 'button *' })).closest('button') as HTMLButtonElement;
/** The element named `name` by its aria-label (label queries over the whole page are slow under jsdom). */
const labelled = (name: string) => document.querySelector<HTMLElement>(`[aria-label="${name}"]`);
const findLabelled = (name: string) =>
  waitFor(() => {
    const element = labelled(name);
    if (!element) throw new Error(`no element labelled ${name}`);
    return element;
  });
const noButton = (name: string) => screen.queryByText(name, { selector: 'button *' });
const dialog = async (title: string) =>
  within((await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement);

describe('/admin/bank-versions/:version', () => {
  it('saves an edited credit of a draft question with the whole question', async () => {
    open();
    fireEvent.click(await findLabelled('编辑 T01-L1-1'));
    const modal = await dialog('编辑题目 T01-L1-1');
    fireEvent.change(modal.getByLabelText('选项B分值'), { target: { value: '0.5' } });
    fireEvent.click(modal.getByText('保存', { selector: 'button *' }));
    await waitFor(() =>
      expect(writes).toEqual([
        {
          method: 'PUT',
          url: `${BASE}/questions/T01-L1-1`,
          body: {
            questionType: 1,
            title: '企业是否设立数字化专项资金',
            questionDesc: '企业是否设立数字化专项资金的说明',
            options: [
              { id: 'A', label: '已全面实现', credit: 1 },
              { id: 'B', label: '部分实现', credit: 0.5 },
              { id: 'C', label: '暂无', credit: 0, exclusive: true },
            ],
          },
        },
      ]),
    );
    expect(await screen.findByText(bankVersionMessages.saved)).toBeTruthy();
  });

  it('shows the problems of 校验, and those of a refused 发布', async () => {
    open();
    fireEvent.click(await button('校验'));
    expect(await screen.findByText('校验未通过：共2个问题')).toBeTruthy();
    expect(screen.getByText(PROBLEMS[0] as string)).toBeTruthy();

    fireEvent.click(await button('发布'));
    const confirm = within((await screen.findByText('确定发布第2版吗？')).closest('.ant-popover') as HTMLElement);
    fireEvent.click(confirm.getByText('发布', { selector: 'button *' }));
    expect(await screen.findByText(bankVersionMessages.checkFailed(1), { selector: '.ant-alert-title' })).toBeTruthy();
    expect(screen.queryByText(PROBLEMS[0] as string)).toBeNull();
    expect(screen.getByText(PROBLEMS[1] as string)).toBeTruthy();
    expect(writes.map(({ method, url }) => `${method} ${url}`)).toEqual([`POST ${BASE}/publish`]);
  });

  it('shows a published version read only', async () => {
    detail = detailOf({ status: 'published', current: true, publishedAt: '2026-11-02 10:00:00' });
    open();
    expect(await findLabelled('查看 T01-L1-1')).toBeTruthy();
    expect(labelled('编辑 T01-L1-1')).toBeNull();
    expect(screen.getByText(bankVersionMessages.published)).toBeTruthy();
    for (const name of ['校验', '发布']) expect(noButton(name)).toBeNull();

    fireEvent.click(screen.getByText('评分参数', { selector: '[role="tab"]' }));
    await screen.findByText('必答指标');
    expect(noButton('保存评分参数')).toBeNull();

    fireEvent.click(screen.getByText('薄弱阈值与建议', { selector: '[role="tab"]' }));
    expect(await findLabelled('查看T01的建议')).toBeTruthy();
    expect(labelled('编辑T01的建议')).toBeNull();
    for (const name of ['保存薄弱阈值与说明', '添加单独阈值']) expect(noButton(name)).toBeNull();
  });

  it('edits the 数字化经营 weight and the indicator floor, with 数字化经营 indicators among the mandatory ones', async () => {
    const parameters = {
      ...DEFAULT_SCORING_PARAMETERS,
      areaWeights: { ...DEFAULT_SCORING_PARAMETERS.areaWeights, A5: 0.35 },
      indicatorFloor: 0.3,
      mandatoryIndicatorIds: ['T23', 'T32'],
    };
    detail = { ...detailOf(), parameters };
    open();
    fireEvent.click(await screen.findByText('评分参数', { selector: '[role="tab"]' }));
    expect(await screen.findByText('A5 数字化经营')).toBeTruthy();
    const field = (id: string) => document.getElementById(id) as HTMLInputElement;
    expect(field('areaWeights_A5').value).toBe('0.35');
    expect(field('indicatorFloor').value).toBe('0.30');
    expect(screen.getByText(/任一指标低于它，该级别不通过/)).toBeTruthy();
    expect(screen.getByText('T32 市场营销')).toBeTruthy();

    fireEvent.change(field('indicatorFloor'), { target: { value: '0.25' } });
    fireEvent.click(await button('保存评分参数'));
    await waitFor(() =>
      expect(writes).toEqual([
        { method: 'PUT', url: `${BASE}/parameters`, body: { ...parameters, indicatorFloor: 0.25 } },
      ]),
    );
  });
});
