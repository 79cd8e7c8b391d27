import type {
  AcceptedPledge,
  BankTreeArea,
  CreateExamBody,
  ExamArea,
  ExamRecord,
  RecordItem,
  RecordProvider,
  recordDetail,
  SavedAnswer,
  submitQuestionnaireAnswer,
} from '@dtmm/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** The assessment calls of assessment.md 7; docs/assessment-api.md describes each. */
const ANSWER = '/api/dtmm/answer';

/** Diagnosis service '0' and the 551 topic '2': the answer types the wizard answers level by level. */
export type AnswerType = '0' | '2';
/** The record list also holds DCMM's '1', submitted in one go (features/assessment/dcmm). */
export type RecordAnswerType = AnswerType | '1';
export type RecordDetail = z.infer<typeof recordDetail>;
export type QuestionnaireOutcome = z.infer<typeof submitQuestionnaireAnswer>['data'];
export interface Exam {
  record: ExamRecord;
  questionTree: ExamArea[];
}
export interface RecordPageQuery {
  answerType: RecordAnswerType;
  status?: '0' | '1';
  page: number;
  limit: number;
}

export const assessmentKeys = {
  all: ['assessment'] as const,
  bankTree: () => ['question-bank-tree'] as const,
  records: (query: RecordPageQuery) => [...assessmentKeys.all, 'records', query] as const,
  inProgress: (answerType: AnswerType) => [...assessmentKeys.all, 'in-progress', answerType] as const,
  exam: (id: string) => [...assessmentKeys.all, 'exam', id] as const,
  detail: (id: string) => [...assessmentKeys.all, 'detail', id] as const,
  provider: (recordId: string) => [...assessmentKeys.all, 'provider', recordId] as const,
};

/** GET questionBank/tree: the current bank, public; it changes only with a new bank version. */
export function useQuestionBankTree() {
  return useQuery({
    queryKey: assessmentKeys.bankTree(),
    queryFn: ({ signal }) => apiClient.get<BankTreeArea[]>('/api/dtmm/questionBank/tree', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET recordList: the company's records of one answer type, newest first, paged. */
export function useRecordList(query: RecordPageQuery, enabled = true) {
  return useQuery({
    queryKey: assessmentKeys.records(query),
    queryFn: ({ signal }) =>
      apiClient.list<RecordItem>(`${ANSWER}/recordList`, {
        query: { ...query, sidx: 'createTime', sord: 'desc' },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The in-progress record of an answer type (assessment.md 4: status 0 with a total above zero), or
 * null: the intro screens read it to say 进行中 and to continue instead of start.
 */
export function useInProgressRecord(answerType: AnswerType, enabled = true) {
  return useQuery({
    queryKey: assessmentKeys.inProgress(answerType),
    queryFn: async ({ signal }) => {
      const page = await apiClient.list<RecordItem>(`${ANSWER}/recordList`, {
        query: { answerType, status: '0', page: 1, limit: 1 },
        signal,
      });
      return page.total > 0 ? (page.list[0] ?? null) : null;
    },
    enabled,
  });
}

/** POST createExam: the record and the first questionnaire (or the in-progress one, continued). */
export function useCreateExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateExamBody) => apiClient.post<Exam>(`${ANSWER}/createExam`, body),
    onSuccess: (exam) => {
      client.setQueryData(assessmentKeys.exam(exam.record.id), exam);
      return client.invalidateQueries({ queryKey: [...assessmentKeys.all, 'in-progress'] });
    },
  });
}

/** GET getExamTree/{id}: the record and its current questionnaire with every saved answer. */
export function useExamTree(id: string, enabled = true) {
  return useQuery({
    queryKey: assessmentKeys.exam(id),
    queryFn: ({ signal }) => apiClient.get<Exam>(`${ANSWER}/getExamTree/${encodeURIComponent(id)}`, { signal }),
    enabled: enabled && id !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export interface AnswerSaveRequest {
  detailId: string;
  userAnswer: string;
  /** Orders this member's own saves of the answer: of two in flight the server keeps the higher. */
  seq: number;
  /** The answer's version the client last saw: a save over a colleague's newer answer loses. */
  version: number;
}

/** POST submitAnswer, sent on every click: whether it was stored, and the answer stored after it. */
export function submitAnswer({ detailId, userAnswer, seq, version }: AnswerSaveRequest) {
  return apiClient.post<SavedAnswer>(`${ANSWER}/submitAnswer`, { id: detailId, userAnswer, seq, version });
}

/** POST acceptPledge/{id}: the 真实性承诺 for the record, before its first submit; the record then carries it. */
export function useAcceptPledge(recordId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.post<{ pledge: AcceptedPledge }>(`${ANSWER}/acceptPledge/${encodeURIComponent(recordId)}`, {}),
    onSuccess: ({ pledge }) =>
      client.setQueryData<Exam>(assessmentKeys.exam(recordId), (exam) =>
        exam ? { ...exam, record: { ...exam.record, pledge } } : exam,
      ),
  });
}

/** POST submitQuestionnaire: ok/end decide whether the next level opens (assessment.md 4). */
export function useSubmitQuestionnaire() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { recordId: string; level: number; answerType: AnswerType }) =>
      apiClient.post<QuestionnaireOutcome>(`${ANSWER}/submitQuestionnaire`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}

/** GET recordDetail/{id}: the frozen result of a completed record. */
export function useRecordDetail(id: string) {
  return useQuery({
    queryKey: assessmentKeys.detail(id),
    queryFn: ({ signal }) =>
      apiClient.get<RecordDetail>(`${ANSWER}/recordDetail/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST deleteRecord/{id}: answers '删除成功'; a second delete while one runs is refused. */
export function useDeleteRecord() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.postForMessage<null>(`${ANSWER}/deleteRecord/${encodeURIComponent(id)}`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}

/** POST withdrawRecord/{id} with the reason: the company's ADMIN withdraws a completed record ('撤回成功'). */
export function useWithdrawRecord() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiClient.postForMessage<null>(`${ANSWER}/withdrawRecord/${encodeURIComponent(id)}`, { reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}

/** GET serviceProviderCompany/detailByRecord/{recordId}: the 551 provider a record is linked to. */
export function useRecordProvider(recordId: string, enabled = true) {
  return useQuery({
    queryKey: assessmentKeys.provider(recordId),
    queryFn: ({ signal }) =>
      apiClient.get<RecordProvider>(
        `/api/dtmm/company/serviceProviderCompany/detailByRecord/${encodeURIComponent(recordId)}`,
        { signal },
      ),
    enabled: enabled && recordId !== '',
    staleTime: 5 * 60_000,
  });
}
