import type {
  BankAdviceEdit,
  BankQuestionEdit,
  BankReportSettingsEdit,
  BankVersionSummary,
  bankVersionDetailAnswer,
  ScoringParameters,
} from '@dtmm/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { ADMIN_API } from '../../admin-paths';

const BASE = `${ADMIN_API}/bank-versions`;
const at = (version: number, ...rest: string[]) =>
  [BASE, String(version), ...rest.map((part) => encodeURIComponent(part))].join('/');

/** GET …/{version}: the summary, the scoring parameters, every question and the report content. */
export type BankVersionDetail = z.infer<typeof bankVersionDetailAnswer>['data'];
export type BankVersionQuestion = BankVersionDetail['questions'][number];

export const bankVersionKeys = {
  all: ['admin', 'bank-versions'] as const,
  list: () => [...bankVersionKeys.all, 'list'] as const,
  detail: (version: number) => [...bankVersionKeys.all, 'detail', version] as const,
};

/** GET /api/admin/bank-versions: every version, newest first (few, so unpaged). */
export function useBankVersions() {
  return useQuery({
    queryKey: bankVersionKeys.list(),
    queryFn: ({ signal }) => apiClient.get<BankVersionSummary[]>(BASE, { signal }),
  });
}

/** GET /api/admin/bank-versions/{version}: the whole version (not asked for a version number that is none). */
export function useBankVersion(version: number) {
  return useQuery({
    queryKey: bankVersionKeys.detail(version),
    queryFn: ({ signal }) => apiClient.get<BankVersionDetail>(at(version), { signal }),
    enabled: version > 0,
  });
}

/** POST …/copy: a new draft copied from `version`; answers its number and '已复制为草稿（第N版）'. */
export const copyBankVersion = (version: number) =>
  apiClient.postForMessage<{ version: number }>(at(version, 'copy'), {});

/** DELETE …: a draft only; answers '草稿已删除'. */
export const deleteBankVersion = (version: number) => apiClient.deleteForMessage<null>(at(version));

/** PUT …/questions/{questionId}: type, title, description and options of one question of a draft. */
export const saveBankQuestion = (version: number, questionId: string, edit: BankQuestionEdit) =>
  apiClient.putForMessage<null>(at(version, 'questions', questionId), edit);

/** PUT …/parameters: weights and thresholds of the scoring model. */
export const saveBankParameters = (version: number, parameters: ScoringParameters) =>
  apiClient.putForMessage<null>(at(version, 'parameters'), parameters);

/** PUT …/advice/{indicatorId}: the five levels' advice and the note of one indicator. */
export const saveBankAdvice = (version: number, indicatorId: string, edit: BankAdviceEdit) =>
  apiClient.putForMessage<null>(at(version, 'advice', indicatorId), edit);

/** PUT …/report-settings: the weak thresholds and the note under the suggestions. */
export const saveBankReportSettings = (version: number, settings: BankReportSettingsEdit) =>
  apiClient.putForMessage<null>(at(version, 'report-settings'), settings);

/** GET …/check: every problem that stops publishing; empty when publishable. */
export const checkBankVersion = (version: number) =>
  apiClient.get<{ problems: string[] }>(at(version, 'check')).then(({ problems }) => problems);

/** POST …/publish: answers '第N版已发布…'; a refusal (409) carries the problems in its data. */
export const publishBankVersion = (version: number) => apiClient.postForMessage<null>(at(version, 'publish'), {});

/** The problems a refused publish carries: `data` is the list, or holds it as `problems`. */
export function problemsOfRefusal(data: unknown): string[] | null {
  const list = Array.isArray(data) ? data : (data as { problems?: unknown } | null | undefined)?.problems;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : null;
}
