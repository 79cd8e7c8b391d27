import { type BankVersionSummary, DEFAULT_SCORING_PARAMETERS, DEFAULT_WEAK_THRESHOLDS } from '@dtmm/shared';
import type { BankVersionDetail, BankVersionQuestion } from './api/bank-versions-api';

/** Versions and one version's detail as the server answers them (tests only). */
export const summaryOf = (patch: Partial<BankVersionSummary> = {}): BankVersionSummary => ({
  version: 1,
  status: 'published',
  current: false,
  questionCount: 3,
  recordCount: 0,
  createdAt: '2026-11-01 09:00:00',
  publishedAt: '2026-11-01 09:00:00',
  copiedFrom: null,
  ...patch,
});

const question = (id: string, indicatorId: string, level: number, title: string): BankVersionQuestion => ({
  id,
  indicatorId,
  level,
  questionType: 1,
  title,
  questionDesc: `${title}的说明`,
  options: [
    { id: 'A', label: '已全面实现', credit: 1 },
    { id: 'B', label: '部分实现', credit: 0.6 },
    { id: 'C', label: '暂无', credit: 0, exclusive: true },
  ],
});

/** A few rows of the advice table (the server holds all 31): a long table only slows the tests under jsdom. */
const ADVICE_IDS = ['T01', 'T09', 'T29'];

export const detailOf = (patch: Partial<BankVersionSummary> = {}): BankVersionDetail => ({
  ...summaryOf({ version: 2, status: 'draft', publishedAt: null, copiedFrom: 1, ...patch }),
  parameters: DEFAULT_SCORING_PARAMETERS,
  questions: [
    question('T01-L1-1', 'T01', 1, '企业是否设立数字化专项资金'),
    question('T09-L2-1', 'T09', 2, '企业是否制定数字化转型规划'),
    question('T29-Q', 'T29', 1, '近一年产品合格率'),
  ],
  reportContent: {
    weakThresholds: DEFAULT_WEAK_THRESHOLDS,
    advice: ADVICE_IDS.map((indicatorId) => ({
      indicatorId,
      levels: [1, 2, 3, 4, 5].map((level) => `${indicatorId}达到${level}级的建议`) as [
        string,
        string,
        string,
        string,
        string,
      ],
      note: `${indicatorId}的注意事项`,
    })),
    note: '建议仅供参考。',
  },
});
