import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { users } from '../users/users.table';
import { notify } from './notifications.service';

let t: TestApp;
let mine: string;
let theirs: string;
// Two accounts the demo left no messages for (no certification of their own).
beforeAll(async () => {
  t = await buildTestApp();
  const [me] = await t.database.db.select().from(users).where(eq(users.username, 'newcomer'));
  const [other] = await t.database.db.select().from(users).where(eq(users.username, 'bz_user'));
  for (let i = 1; i <= 3; i++) await notify(t.database.db, me?.id ?? 0, { title: `标题${i}`, content: `内容${i}` });
  await notify(t.database.db, other?.id ?? 0, { title: '别人的', content: '别人的消息' });
  mine = await t.tokenFor('newcomer');
  theirs = await t.tokenFor('bz_user');
});
afterAll(() => t?.close());

const get = (token: string | null, url: string) => t.app.inject({ url, headers: token ? { access_token: token } : {} });
const read = (token: string, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/dtmm/notifications/${id}/read`, headers: { access_token: token } });

describe('notifications', () => {
  it('lists only the own messages, newest first, paged', async () => {
    const page = (await get(mine, '/api/dtmm/notifications?page=1&limit=2')).json();
    expect(page.total).toBe(3);
    expect(page.data.map((n: { title: string }) => n.title)).toEqual(['标题3', '标题2']);
    expect((await get(mine, '/api/dtmm/notifications?page=2&limit=2')).json().data).toHaveLength(1);
  });

  it('counts unread and marks one read; another user’s message is not found', async () => {
    expect((await get(mine, '/api/dtmm/notifications/unread-count')).json().data.count).toBe(3);
    const [first] = (await get(mine, '/api/dtmm/notifications')).json().data;
    expect((await read(theirs, first.id)).statusCode).toBe(404);
    expect((await read(mine, first.id)).statusCode).toBe(200);
    expect((await get(mine, '/api/dtmm/notifications/unread-count')).json().data.count).toBe(2);
    expect((await get(theirs, '/api/dtmm/notifications/unread-count')).json().data.count).toBe(1);
  });

  it('asks anonymous callers to log in', async () => {
    expect((await get(null, '/api/dtmm/notifications/unread-count')).statusCode).toBe(401);
  });
});
