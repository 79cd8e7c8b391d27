import type { PlatformConfig } from '@dtmm/shared';
import { type Mock, vi } from 'vitest';
import { json } from '@/test/session-fixtures';
import { RECOMMENDATIONS_FIXTURE, REPORT_FIXTURE, TOP_PROVIDERS_FIXTURE } from './report-fixture';

/** Test helpers of the report page: the report's calls stubbed on fetch, and a stand-in for ECharts. */

export const ok = (data: unknown) => json({ code: 0, msg: '成功', data });

const CONFIG: PlatformConfig = {
  usecaptcha: 'false',
  companyName: '山西省企业数字化转型服务平台',
  province: '山西省',
  provinceCode: '140000',
  supportPhone: '0351-7654321',
  supportEmail: 'service@example.cn',
  filingNumber: '晋ICP备00000000号',
  publicUrl: 'https://dtmm.sx.example.cn',
};

interface ReportStubs {
  report?: () => Response | Promise<Response>;
  recommend?: () => Response;
  top?: () => Response;
}

/** Stubs fetch with previewReport, recommendServiceProvider, recommendTopServiceProviders and getconfig. */
export function stubReportApi({
  report = () => ok(REPORT_FIXTURE),
  recommend = () => ok(RECOMMENDATIONS_FIXTURE),
  top = () => ok(TOP_PROVIDERS_FIXTURE),
}: ReportStubs = {}) {
  const sent: string[] = [];
  const fetchMock: Mock<typeof fetch> = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    sent.push(url);
    if (url.startsWith('/api/dtmm/answer/previewReport/')) return report();
    if (url.startsWith('/api/dtmm/company/company/recommendServiceProvider')) return recommend();
    if (url.startsWith('/api/dtmm/company/company/recommendTopServiceProviders')) return top();
    if (url.startsWith('/cruplat/getconfig')) return ok(CONFIG);
    return json({ code: 404, msg: '接口不存在' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent };
}

type Handler = (...args: unknown[]) => void;

/** What a test can see of a chart: its renderer and every option it was given. */
export interface FakeChart {
  renderer: string;
  options: Record<string, unknown>[];
  dispose: Mock;
}

export const fakeCharts: FakeChart[] = [];

/**
 * Stands in for echarts' init (jsdom has no canvas): setOption records the option and reports
 * 'finished' a moment later, as a real chart does after drawing.
 */
export function fakeInit(_box: HTMLElement, _theme: unknown, { renderer }: { renderer: string }) {
  const handlers = new Map<string, Set<Handler>>();
  const on = (event: string, handler: Handler) => handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
  const off = (event: string, handler: Handler) => handlers.get(event)?.delete(handler);
  const chart: FakeChart = { renderer, options: [], dispose: vi.fn() };
  fakeCharts.push(chart);
  return {
    ...chart,
    on,
    off,
    setOption(option: Record<string, unknown>) {
      chart.options.push(option);
      setTimeout(() => {
        for (const handler of handlers.get('finished') ?? []) handler();
      }, 0);
    },
    resize: vi.fn(),
    dispose: chart.dispose,
    getZr: () => ({ on, off }),
    getDataURL: () => 'data:image/png;base64,AAAA',
  };
}
