import { and, eq } from 'drizzle-orm';
import { nextVersion } from '../../modules/agreements/agreements.repository';
import { agreements } from '../../modules/agreements/agreements.table';
import { clearAttempts } from '../../modules/auth/lockout';
import { DEMO_PASSWORD } from '../../modules/demo/demo-province';
import { users } from '../../modules/users/users.table';
import { type AccessFixture, MISSING_ID, type Target } from './access-fixture';
import type { Build, Call } from './route-calls';

/**
 * The 用户协议 / 隐私政策 and the personal-information rights (docs/personal-information.md): who
 * may read, consent, download, close, and keep the agreements' versions.
 */
const get = (url: string): Call => ({ method: 'GET', url });
const post = (url: string, payload: Record<string, unknown> = {}): Call => ({ method: 'POST', url, payload });

/** The privacy policy's open draft (made when there is none): each call that publishes or deletes one gets its own. */
async function draft(fx: AccessFixture, target: Target): Promise<string> {
  if (target === 'missing') return MISSING_ID;
  const db = fx.t.database.db;
  const [open] = await db
    .select({ id: agreements.id })
    .from(agreements)
    .where(and(eq(agreements.kind, 'privacy'), eq(agreements.status, 'draft')));
  if (open) return String(open.id);
  const version = await nextVersion(db, 'privacy');
  const [row] = await db
    .insert(agreements)
    .values({ kind: 'privacy', version, title: `矩阵隐私政策${version}`, content: '<p>矩阵</p>' })
    .returning({ id: agreements.id });
  return String(row?.id);
}

/** The current versions, read when the call is made (a publication by an earlier cell moves them on). */
async function currentVersions(fx: AccessFixture) {
  const res = await fx.t.app.inject({ url: '/api/dtmm/common/agreements' });
  const current = res.json().data as { kind: 'terms' | 'privacy'; version: number }[];
  return Object.fromEntries(current.map(({ kind, version }) => [kind, version]));
}

/**
 * Closing the newcomer's account succeeds and is undone at once (the row put back as it was);
 * everyone else sends a wrong password, so the cell shows who gets past the sign-in and role checks.
 */
const closeAccount: Build = async (fx, who) => {
  const url = '/api/dtmm/auth/closeAccount';
  if (who !== 'newcomer') return post(url, { password: 'not-my-password-1!' });
  const db = fx.t.database.db;
  const userId = fx.userId('newcomer');
  const [before] = await db.select().from(users).where(eq(users.id, userId));
  if (!before) throw new Error('no newcomer');
  return {
    ...post(url, { password: DEMO_PASSWORD }),
    after: async () => {
      // The id and the generated username grams are the database's own.
      const { id: _, usernameGrams: __, ...row } = before;
      await db.update(users).set(row).where(eq(users.id, userId));
      await clearAttempts(fx.t.kv, userId);
    },
  };
};

export const PERSONAL_INFO_CALLS: Record<string, Build> = {
  'GET /api/dtmm/common/agreements': () => get('/api/dtmm/common/agreements'),
  'POST /api/dtmm/auth/consent': async (fx) => post('/api/dtmm/auth/consent', await currentVersions(fx)),
  'GET /api/dtmm/auth/personalData': () => get('/api/dtmm/auth/personalData'),
  'POST /api/dtmm/auth/closeAccount': closeAccount,
  'GET /api/admin/agreements': () => get('/api/admin/agreements?kind=terms&page=1&limit=10'),
  'GET /api/admin/agreements/:id': async (fx, _who, target) => get(`/api/admin/agreements/${await draft(fx, target)}`),
  'POST /api/admin/agreements': (fx) => ({
    ...post('/api/admin/agreements', { kind: 'terms', title: '矩阵用户协议', content: '<p>矩阵</p>' }),
    // One draft per kind: the next cell may draft again.
    after: async () => {
      await fx.t.database.db
        .delete(agreements)
        .where(and(eq(agreements.kind, 'terms'), eq(agreements.status, 'draft')));
    },
  }),
  'PUT /api/admin/agreements/:id': async (fx, _who, target) => ({
    method: 'PUT',
    url: `/api/admin/agreements/${await draft(fx, target)}`,
    payload: { title: '矩阵隐私政策（修订）', content: '<p>修订</p>' },
  }),
  'POST /api/admin/agreements/:id/publish': async (fx, _who, target) =>
    post(`/api/admin/agreements/${await draft(fx, target)}/publish`),
  'DELETE /api/admin/agreements/:id': async (fx, _who, target) => ({
    method: 'DELETE',
    url: `/api/admin/agreements/${await draft(fx, target)}`,
  }),
  'GET /api/admin/personal-info-requests': () => get('/api/admin/personal-info-requests?page=1&limit=10'),
};
