import { type NoticeAudience, noticeMessages, type OperatorRole } from '@dtmm/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';
import { notices } from './notifications.table';

/**
 * The hand-counted province of these tests (no demo data):
 * - 汾水数据 and 三晋软件: certified providers (providerStatus 1), one of 汾水's two members disabled;
 * - 太行精铸: a certified enterprise, two enabled members and one disabled;
 * - 恒安网络: a provider under review (providerStatus 2), one member;
 * - 冠山耐材: a company without members; and two people without a company, one disabled;
 * - two operators: a content editor and a reviewer.
 * Enabled: 汾水 1 + 三晋 1 + 太行 2 + 恒安 1 + 1 without a company + 2 operators = 8.
 */
const COMPANIES = [
  { key: 'fenshui', companyName: '汾水数据科技', certificationStatus: 1, providerStatus: 1 },
  { key: 'sanjin', companyName: '三晋数智软件', certificationStatus: 1, providerStatus: 1 },
  { key: 'taihang', companyName: '长治太行精铸', certificationStatus: 1, providerStatus: 0 },
  { key: 'hengan', companyName: '恒安信网络安全', certificationStatus: 1, providerStatus: 2 },
  { key: 'guanshan', companyName: '阳泉冠山耐火材料', certificationStatus: 1, providerStatus: 0 },
] as const;
type CompanyKey = (typeof COMPANIES)[number]['key'];

const PEOPLE: { username: string; company?: CompanyKey; isDisabled?: boolean; roles?: OperatorRole[] }[] = [
  { username: 'fs_a', company: 'fenshui' },
  { username: 'fs_off', company: 'fenshui', isDisabled: true },
  { username: 'sz_a', company: 'sanjin' },
  { username: 'th_a', company: 'taihang' },
  { username: 'th_b', company: 'taihang' },
  { username: 'th_off', company: 'taihang', isDisabled: true },
  { username: 'ha_a', company: 'hengan' },
  { username: 'loner' },
  { username: 'loner_off', isDisabled: true },
  { username: 'editor', roles: ['contentEditor'] },
  { username: 'reviewer', roles: ['reviewer'] },
];
const ENABLED = PEOPLE.filter((p) => !p.isDisabled).map((p) => p.username);

let t: TestApp;
const companyIds = {} as Record<CompanyKey, number>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  const { db } = t.database;
  for (const [i, { key, ...company }] of COMPANIES.entries()) {
    const [row] = await db
      .insert(companies)
      .values({ ...company, socialCreditCode: `91140100NOTICE${String(i).padStart(4, '0')}` })
      .returning({ id: companies.id });
    companyIds[key] = row?.id ?? 0;
  }
  for (const [i, person] of PEOPLE.entries()) {
    await db.insert(users).values({
      username: person.username,
      phone: `1390000${String(i).padStart(4, '0')}`,
      passwordHash: 'not-used',
      companyId: person.company ? companyIds[person.company] : null,
      companyRole: person.company ? 'USER' : null,
      isDisabled: person.isDisabled ?? false,
      isOperator: person.roles !== undefined,
      operatorRoles: person.roles ?? [],
    });
    if (!person.isDisabled) tokens[person.username] = await t.tokenFor(person.username);
  }
});
afterAll(() => t?.close());

const send = (body: object, who = 'editor') => t.call(tokens[who] ?? null, 'POST', '/api/admin/notifications', body);
const inbox = async (who: string) => {
  const page = await t.call(tokens[who] ?? null, 'GET', '/api/dtmm/notifications?page=1&limit=50');
  const unread = await t.call(tokens[who] ?? null, 'GET', '/api/dtmm/notifications/unread-count');
  return { titles: page.body.data.map((n: { title: string }) => n.title) as string[], unread: unread.body.data.count };
};

/** Sends a notice with a title of its own and answers who got it, by reading everyone's /user/message. */
async function sendAndSee(audience: NoticeAudience, company?: CompanyKey) {
  const title = `测试通知 ${audience} ${company ?? ''}`.trim();
  const before = Object.fromEntries(await Promise.all(ENABLED.map(async (u) => [u, (await inbox(u)).unread])));
  const res = await send({
    audience,
    ...(company ? { companyId: String(companyIds[company]) } : {}),
    title,
    content: '第一行\n第二行',
  });
  expect(res.status).toBe(200);
  const receivers: string[] = [];
  for (const username of ENABLED) {
    const { titles, unread } = await inbox(username);
    if (titles.includes(title)) {
      receivers.push(username);
      expect(unread).toBe(before[username] + 1);
    } else {
      expect(unread).toBe(before[username]);
    }
  }
  return { answer: res.body, receivers };
}

describe('operators’ notices', () => {
  it('reaches every enabled user for 全部用户', async () => {
    const { answer, receivers } = await sendAndSee('all');
    expect(receivers.sort()).toEqual([...ENABLED].sort());
    expect(answer.data.recipientCount).toBe(8);
    expect(answer.msg).toBe('通知已发送，共 8 人');
  });

  it('reaches only the enabled members of certified providers for 服务商用户', async () => {
    const { answer, receivers } = await sendAndSee('providers');
    expect(receivers.sort()).toEqual(['fs_a', 'sz_a']);
    expect(answer.data.recipientCount).toBe(2);
  });

  it('reaches only the enabled members of the named company for 指定企业', async () => {
    const { answer, receivers } = await sendAndSee('company', 'taihang');
    expect(receivers.sort()).toEqual(['th_a', 'th_b']);
    expect(answer.msg).toBe('通知已发送，共 2 人');
  });

  it('shows the content as sent, line breaks kept', async () => {
    const { body } = await t.call(tokens.th_a ?? null, 'GET', '/api/dtmm/notifications?page=1&limit=1');
    expect(body.data[0]).toMatchObject({ title: '测试通知 company taihang', content: '第一行\n第二行', isRead: false });
  });

  it('lists what was sent, newest first, with its sender, and searches by title', async () => {
    const list = await t.call(tokens.editor ?? null, 'GET', '/api/admin/notifications?page=1&limit=10');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(3);
    expect(list.body.data[0]).toMatchObject({
      audience: 'company',
      companyName: '长治太行精铸',
      recipientCount: 2,
      sender: 'editor',
    });
    expect(list.body.data.map((n: { audience: string }) => n.audience)).toEqual(['company', 'providers', 'all']);
    const found = await t.call(
      tokens.editor ?? null,
      'GET',
      `/api/admin/notifications?keyword=${encodeURIComponent('providers')}`,
    );
    expect(found.body.data.map((n: { title: string }) => n.title)).toEqual(['测试通知 providers']);
  });

  it('audits each notice in the transaction that sent it', async () => {
    const [latest] = await t.database.db.select().from(notices).orderBy(desc(notices.id)).limit(1);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.notice.send'), eq(auditLog.objectId, String(latest?.id))));
    expect(row).toMatchObject({ objectType: 'notice', subject: '测试通知 company taihang' });
    expect(row?.detail).toMatchObject({ audience: 'company', recipientCount: 2 });
  });

  it('refuses a notice nobody would receive, and keeps nothing of it', async () => {
    const res = await send({ audience: 'company', companyId: companyIds.guanshan, title: '无人接收', content: '内容' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(noticeMessages.noRecipient);
    const stored = await t.database.db.select().from(notices).where(eq(notices.title, '无人接收'));
    expect(stored).toEqual([]);
  });

  it('answers 404 for a company that does not exist', async () => {
    const res = await send({ audience: 'company', companyId: 999_999_999, title: '标题', content: '内容' });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe(noticeMessages.companyNotFound);
  });

  it('looks up certified companies by name for the picker', async () => {
    const res = await t.call(
      tokens.editor ?? null,
      'GET',
      `/api/admin/notifications/companies?keyword=${encodeURIComponent('太行')}`,
    );
    expect(res.body.data).toEqual([{ id: String(companyIds.taihang), companyName: '长治太行精铸' }]);
  });
});

describe('notice validation', () => {
  const valid = { audience: 'all', title: '标题', content: '内容' };
  it.each([
    ['a company audience without a company', { ...valid, audience: 'company' }, '请选择接收企业'],
    ['an unknown audience', { ...valid, audience: 'everyone' }, '请选择接收范围'],
    ['a blank title', { ...valid, title: '  ' }, '请输入通知标题'],
    ['no title', { audience: 'all', content: '内容' }, '请输入通知标题'],
    ['a title of 101 characters', { ...valid, title: '标'.repeat(101) }, '通知标题不能超过100个字'],
    ['empty content', { ...valid, content: '' }, '请输入通知内容'],
    ['content of 2001 characters', { ...valid, content: '字'.repeat(2001) }, '通知内容不能超过2000个字'],
  ])('refuses %s with its message', async (_case, body, msg) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });
});

describe('who may send notices', () => {
  const routes = [
    ['POST', '/api/admin/notifications'],
    ['GET', '/api/admin/notifications'],
    ['GET', '/api/admin/notifications/companies'],
  ] as const;
  it.each(routes)('%s %s: anonymous 401, a company member 403, a reviewer 403', async (method, url) => {
    const body = method === 'POST' ? { audience: 'all', title: '越权', content: '越权' } : undefined;
    expect((await t.call(null, method, url, body)).status).toBe(401);
    expect((await t.call(tokens.th_a ?? null, method, url, body)).status).toBe(403);
    const reviewer = await t.call(tokens.reviewer ?? null, method, url, body);
    expect(reviewer.status).toBe(403);
    expect(reviewer.body.msg).toBe('无权操作：需要内容编辑角色');
  });
});
