import { ANSWER_TYPES, type DcmmQuestionnaire, type DcmmRecord, type DcmmSubmitBody } from '@dtmm/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { assessmentKeys, useRecordList } from '../../api/assessment-api';

/** The DCMM calls of assessment.md 7: the questionnaire, the one-go submit and a record's result. */
const ANSWER = '/api/dtmm/answer';

/** DCMM records are listed 10 a page (the user centre's DCMM tab). */
export const DCMM_PAGE_SIZE = 10;

export const dcmmKeys = {
  /** Public and the same for everyone, like the diagnosis bank: outside the company's keys. */
  questionnaire: () => ['dcmm-questionnaire'] as const,
  detail: (id: string) => [...assessmentKeys.all, 'dcmm-detail', id] as const,
};

/** GET dcmm/questionnaire: the published questionnaire; it changes only with a new version. */
export function useDcmmQuestionnaire() {
  return useQuery({
    queryKey: dcmmKeys.questionnaire(),
    queryFn: ({ signal }) => apiClient.get<DcmmQuestionnaire>('/api/dtmm/dcmm/questionnaire', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The company's DCMM records (all completed: a DCMM assessment is submitted in one go), newest first. */
export function useDcmmRecords(page: number, limit = DCMM_PAGE_SIZE, enabled = true) {
  return useRecordList({ answerType: ANSWER_TYPES.dcmm, status: '1', page, limit }, enabled);
}

/** POST answer/add: the server computes the level and answers the frozen record. */
export function useSubmitDcmm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DcmmSubmitBody) => apiClient.post<DcmmRecord>(`${ANSWER}/add`, body),
    onSuccess: (record) => {
      client.setQueryData(dcmmKeys.detail(record.id), record);
      return client.invalidateQueries({ queryKey: [...assessmentKeys.all, 'records'] });
    },
  });
}

/** GET answer/dcmmDetail/{id}: a submitted record never changes. */
export function useDcmmRecord(id: string) {
  return useQuery({
    queryKey: dcmmKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get<DcmmRecord>(`${ANSWER}/dcmmDetail/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}
