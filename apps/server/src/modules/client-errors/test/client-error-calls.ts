import type { ClientErrorReport } from '@dtmm/shared';
import { type AccessFixture, MISSING_ID, type Target } from '../../../test/authorization/access-fixture';
import type { Call } from '../../../test/authorization/route-calls';
import { clientErrors } from '../client-errors.table';

/** A report as the web app sends it: a chunk that failed to load on a report page. */
export const sampleReport = (overrides: Partial<ClientErrorReport> = {}): ClientErrorReport => ({
  kind: 'chunk',
  message: 'Failed to fetch dynamically imported module: https://dtmm.example.cn/assets/report-page-3fa1.js',
  stack:
    'TypeError: Failed to fetch dynamically imported module\n    at lazy (https://dtmm.example.cn/assets/index-9c2e.js:1:2345)',
  route: '/evaluationReport/42',
  release: '0.1.0+1a2b3c4',
  browser: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1',
  ...overrides,
});

export const clientErrorReportCall = (): Call => ({
  method: 'POST',
  url: '/api/dtmm/client-errors',
  payload: { ...sampleReport() },
});

/** A stored error for the detail route (written directly: the report route answers no id). */
export async function clientErrorRowId(fx: AccessFixture, target: Target): Promise<string> {
  if (target === 'missing') return MISSING_ID;
  const [row] = await fx.t.database.db
    .insert(clientErrors)
    .values({
      fingerprint: `matrix-${Date.now()}-${Math.random()}`,
      kind: 'error',
      message: '矩阵测试的错误',
      route: '/user/companyinfo',
      release: 'matrix',
    })
    .returning({ id: clientErrors.id });
  return String(row?.id);
}
