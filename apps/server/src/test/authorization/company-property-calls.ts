import { contentItems } from '../../modules/content/content.table';
import { type AccessFixture, MISSING_ID, type PrincipalName, type Target } from './access-fixture';
import type { Build, Call } from './route-calls';

const base = '/api/dtmm/company/patents';
const get = (url: string): Call => ({ method: 'GET', url });
const post = (url: string, payload: Record<string, unknown> = {}): Call => ({ method: 'POST', url, payload });

let serial = 0;
/** A valid form with a number no other cell has used (a company registers a number once). */
const patentForm = () => ({
  title: '矩阵专利',
  patentNumber: `ZL 2026 1 0${700000 + ++serial}.1`,
  patentType: '实用新型',
});

/** A fresh draft of the company the asker aims at, so that every cell may edit or delete one. */
async function draft(fx: AccessFixture, who: PrincipalName, target: Target) {
  if (target === 'missing') return MISSING_ID;
  const [row] = await fx.t.database.db
    .insert(contentItems)
    .values({
      kind: 'patents',
      title: '矩阵专利草稿',
      groupValue: '实用新型',
      companyId: Number(fx.company(who, target)),
      fields: { patentNumber: `MATRIX-${++serial}` },
    })
    .returning({ id: contentItems.id });
  return String(row?.id);
}

/** How to call every company patent route (issue 19). */
export const COMPANY_PROPERTY_CALLS: Record<string, Build> = {
  [`GET ${base}/list`]: () => get(`${base}/list?page=1&limit=10&status=draft`),
  [`POST ${base}/add`]: () => post(`${base}/add`, patentForm()),
  [`POST ${base}/update/:id`]: async (fx, who, target) =>
    post(`${base}/update/${await draft(fx, who, target)}`, patentForm()),
  [`POST ${base}/delete/:id`]: async (fx, who, target) => post(`${base}/delete/${await draft(fx, who, target)}`),
  'GET /api/dtmm/company/property/summary': () => get('/api/dtmm/company/property/summary'),
};
