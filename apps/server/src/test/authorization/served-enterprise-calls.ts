import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { assessmentRecords } from '../../modules/assessment/assessment.table';
import { uploadEvidence } from '../../modules/formal-assessment/test/formal-client';
import { servedEnterprises } from '../../modules/served-enterprises/served-enterprises.table';
import { type AccessFixture, MISSING_ID, type Target } from './access-fixture';
import type { Build, Call } from './route-calls';

const get = (url: string): Call => ({ method: 'GET', url });
const base = '/api/dtmm/company/serviceProviderCompany';
const admin = '/api/admin/served-enterprises';

/**
 * A served enterprise of the demo: one the provider principal (龙城工业互联网) serves for 'own',
 * another provider's for 'foreign' (the demo gives each certified provider 551 records).
 */
async function servedRow(fx: AccessFixture, target: Target): Promise<string> {
  if (target === 'missing') return MISSING_ID;
  const providerId = Number(fx.provider('own'));
  const provider = assessmentRecords.serviceProviderId;
  const [row] = await fx.t.database.db
    .select({ id: servedEnterprises.id })
    .from(servedEnterprises)
    .innerJoin(assessmentRecords, eq(assessmentRecords.id, servedEnterprises.recordId))
    .where(target === 'own' ? eq(provider, providerId) : and(isNotNull(provider), ne(provider, providerId)))
    .orderBy(asc(servedEnterprises.id))
    .limit(1);
  if (!row) throw new Error(`no ${target} served enterprise in the demo`);
  return String(row.id);
}

/** How to call every service-management route (issue 18). */
export const SERVED_ENTERPRISE_CALLS: Record<string, Build> = {
  [`GET ${base}/listFull`]: () => get(`${base}/listFull?page=1&limit=10&submitYear=&queryCondition=晟源`),
  [`GET ${base}/statistics`]: () => get(`${base}/statistics?submitYear=${new Date().getFullYear()}`),
  [`GET ${base}/detail/:id`]: async (fx, _who, target) => get(`${base}/detail/${await servedRow(fx, target)}`),
  // The provider's own site photo on the row; everyone else is refused before the files matter.
  [`POST ${base}/update`]: async (fx, _who, target) => ({
    method: 'POST',
    url: `${base}/update`,
    payload: {
      id: await servedRow(fx, target),
      sitePhotos: await uploadEvidence(fx.t, (await fx.token('provider')) ?? '', 'sitePhoto'),
      assessmentReport: '',
    },
  }),
  [`GET ${admin}`]: () => get(`${admin}?page=1&limit=10&serviceStatus=1`),
  [`GET ${admin}/:id`]: async (fx, _who, target) => get(`${admin}/${await servedRow(fx, target)}`),
  'GET /api/admin/topic551/progress': () => get(`/api/admin/topic551/progress?year=${new Date().getFullYear()}`),
  'GET /api/admin/topic551/providers': () => get(`/api/admin/topic551/providers?year=${new Date().getFullYear()}`),
  'PUT /api/admin/topic551/targets': () => ({
    method: 'PUT',
    url: '/api/admin/topic551/targets',
    payload: { year: 2030, squads: 5, experts: 50, enterprises: 100, expertsEnrolled: 36 },
  }),
};
