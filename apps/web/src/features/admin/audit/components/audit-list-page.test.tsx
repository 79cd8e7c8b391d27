import { auditObjectLabel } from '@dtmm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { json, OPERATOR, PAIR } from '@/test/session-fixtures';
import { AuditListPage } from './audit-list-page';

const row = (id: string, action: string, extra: object = {}) => ({
  id,
  chainSeq: Number(id),
  action,
  actor: 'operator',
  actorId: '1',
  subject: '晋数科技有限公司',
  objectType: 'certification',
  objectId: '12',
  result: 'success',
  ip: '10.0.0.8',
  userAgent: 'Mozilla/5.0',
  detail: { certifyType: '企业', companyId: 3 },
  createTime: '2026-11-01 10:00:00',
  ...extra,
});
const ROWS = [
  row('42', 'certification.approve'),
  // An export names its table and no id: shown by the export's name, with no empty '#'.
  row('40', 'admin.export', { objectType: 'companies', objectId: null, detail: null }),
  row('41', 'login.failure', { actor: 'th_user', objectType: 'user', objectId: '7', result: 'failure', detail: null }),
];
const PREV = 'a'.repeat(64);
const HASH = 'b'.repeat(64);

let verifyAnswer: object;
let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  verifyAnswer = { ok: true, checked: 42, firstBroken: null, head: { id: '42', chainSeq: 42, hash: HASH } };
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/api/admin/audit/verify')) return json({ code: 0, msg: 'ok', data: verifyAnswer });
    if (url.includes('/api/admin/audit/42'))
      return json({ code: 0, msg: 'ok', data: { ...ROWS[0], prevHash: PREV, hash: HASH } });
    return json({ code: 0, msg: 'ok', data: ROWS, total: 2 });
  });
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.start(OPERATOR, PAIR);
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

// Six filters (a range picker and selects) over a table are slow to render in jsdom.
describe('audit trail', { timeout: 60_000 }, () => {
  it('lists rows with actor, object and result, and searches by the filters in the address', async () => {
    const { router } = renderWithApp(<AuditListPage />, {
      path: '/admin/audit',
      entry: '/admin/audit?result=failure&period=2026-11-01~2026-11-03',
    });
    // Actions by their Chinese names (issue 30), the code kept in the cell's title.
    const failed = await rowOf('登录失败');
    expect(within(failed).getByTitle('login.failure')).toBeTruthy();
    expect(within(failed).getByText('th_user')).toBeTruthy();
    expect(within(failed).getByText('用户 #7')).toBeTruthy();
    expect(within(failed).getByText('失败')).toBeTruthy();
    expect(within(await rowOf('认证审核通过')).getByText('认证申请 #12')).toBeTruthy();
    expect(within(await rowOf('导出数据')).getByText(auditObjectLabel('companies'))).toBeTruthy();
    expect(auditObjectLabel('companies')).not.toBe('companies');
    // The period reaches the API as its first and last day.
    expect(urls().at(-1)).toMatch(/from=2026-11-01.*to=2026-11-03/);
    expect(urls().at(-1)).toContain('result=failure');

    fireEvent.change(screen.getByLabelText('操作人'), { target: { value: 'th_' } });
    fireEvent.change(screen.getByLabelText('操作类型'), { target: { value: 'login.' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toContain('actor=th_'));
    expect(router.state.location.search).toContain('action=login.');
    await waitFor(() => expect(urls().at(-1)).toMatch(/actor=th_/));
    expect(urls().at(-1)).toContain('actorMatch=contains');
    expect(urls().at(-1)).toContain('action=login.');
  });

  it('opens a row with its detail and its place in the chain', async () => {
    renderWithApp(<AuditListPage />, { path: '/admin/audit', entry: '/admin/audit' });
    fireEvent.click(within(await rowOf('认证审核通过')).getByRole('button', { name: '详情' }));
    const detail = await screen.findByTestId('audit-detail');
    expect(within(screen.getByRole('dialog')).getByText('认证审核通过（certification.approve）')).toBeTruthy();
    expect(JSON.parse(detail.textContent ?? '')).toEqual({ certifyType: '企业', companyId: 3 });
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByText('前一哈希')).toBeTruthy();
    expect(within(drawer).getByText(PREV)).toBeTruthy();
    expect(within(drawer).getByText(HASH)).toBeTruthy();
    expect(urls().some((u) => u.endsWith('/api/admin/audit/42'))).toBe(true);
  });

  it('checks the chain and shows an intact one', async () => {
    renderWithApp(<AuditListPage />, { path: '/admin/audit', entry: '/admin/audit' });
    fireEvent.click(await screen.findByRole('button', { name: '校验完整性' }));
    expect(await screen.findByText('审计日志完整：共 42 条')).toBeTruthy();
    expect(screen.getByText(`链头 42:${HASH}（序号 42），请记入运营日志，日后据此核对`)).toBeTruthy();
    expect(urls().at(-1)).toMatch(/\/api\/admin\/audit\/verify$/);
  });

  it('checks the chain against a head noted earlier and says when that row is gone', async () => {
    verifyAnswer = {
      ok: false,
      checked: 40,
      firstBroken: { id: '42', chainSeq: null, reason: 'anchor missing' },
      head: null,
    };
    renderWithApp(<AuditListPage />, { path: '/admin/audit', entry: '/admin/audit' });
    fireEvent.change(await screen.findByLabelText('记下的链头'), { target: { value: ` 42:${HASH} ` } });
    fireEvent.click(screen.getByRole('button', { name: '校验完整性' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('完整性校验未通过：记下的链头（ID 42）该记录已不存在（末尾记录被删除）');
    expect(urls().at(-1)).toContain(`/api/admin/audit/verify?head=42%3A${HASH}`);
  });

  it('names the first broken row', async () => {
    verifyAnswer = {
      ok: false,
      checked: 16,
      firstBroken: { id: '17', chainSeq: 17, reason: 'hash mismatch' },
      head: null,
    };
    renderWithApp(<AuditListPage />, { path: '/admin/audit', entry: '/admin/audit' });
    fireEvent.click(await screen.findByRole('button', { name: '校验完整性' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('完整性校验未通过：第 17 条（ID 17）内容被修改（哈希不符）');
    expect(alert.textContent).toContain('此前的 16 条记录完好');
  });
});
