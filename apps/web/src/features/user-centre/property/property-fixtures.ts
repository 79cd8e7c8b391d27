import type { CompanyPatentItem } from '@dtmm/shared';
import { vi } from 'vitest';
import { json } from '@/test/session-fixtures';

export const patent = (extra: Partial<CompanyPatentItem> = {}): CompanyPatentItem => ({
  id: '31',
  title: '一种液压支架健康状态评估方法',
  patentNumber: 'ZL 2024 1 0387215.7',
  patentType: '发明专利',
  patentee: '晋数科技有限公司',
  applyDate: '2024-03-12 00:00:00',
  summary: '本发明公开了一种液压支架健康状态评估方法。',
  publishTime: '',
  isPublish: '0',
  status: 'draft',
  createTime: '2026-11-20 10:00:00',
  updateTime: '2026-11-20 10:00:00',
  ...extra,
});

export const ROWS = [
  patent(),
  patent({
    id: '32',
    title: '一种刮板输送机链条张力检测装置',
    patentType: '实用新型',
    status: 'published',
    isPublish: '1',
  }),
  patent({ id: '33', title: '一种矿用巡检机器人外观', patentType: '外观设计', status: 'unpublished' }),
];

export interface Sent {
  url: string;
  method: string;
  body: Record<string, unknown> | null;
}

/** Answers the company property routes: the list, the summary, and every write with `writeMsg`. */
export function stubPropertyApi({ rows = ROWS, summary = {}, writeMsg = '提交成功，等待平台审核发布' } = {}) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push({ url, method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
    if (url.startsWith('/api/dtmm/company/patents/list'))
      return json({ code: 0, msg: 'ok', data: rows, total: rows.length });
    if (url.startsWith('/api/dtmm/company/property/summary')) return json({ code: 0, msg: 'ok', data: summary });
    return json({ code: 0, msg: writeMsg, data: { id: '40' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent };
}
