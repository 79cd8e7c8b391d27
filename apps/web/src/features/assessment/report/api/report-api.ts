import {
  REQUEST_TIMEOUT_MS,
  type RecommendedSolution,
  type ReportData,
  type ReportVerification,
  reportMessages,
  type TopProvider,
} from '@dtmm/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { tokenStorage } from '@/lib/token-storage';

/** The report calls of issue 15 (assessment.md 7; docs/assessment-report.md). */
const ANSWER = '/api/dtmm/answer';
const COMPANY = '/api/dtmm/company/company';

export type RecommendationMap = Record<string, RecommendedSolution[]>;

export const reportKeys = {
  all: ['assessment-report'] as const,
  report: (id: string) => [...reportKeys.all, 'report', id] as const,
  recommendations: (id: string, names: readonly string[]) => [...reportKeys.all, 'recommend', id, ...names] as const,
  topProviders: () => [...reportKeys.all, 'top-providers'] as const,
  verification: (code: string) => [...reportKeys.all, 'verify', code] as const,
};

/** GET previewReport/{id}: the report data of a completed record. */
export function useReportData(id: string) {
  return useQuery({
    queryKey: reportKeys.report(id),
    queryFn: ({ signal }) => apiClient.get<ReportData>(`${ANSWER}/previewReport/${id}`, { signal, silent: true }),
    enabled: id !== '',
    retry: false,
  });
}

/** POST recommendServiceProvider: up to three providers' solutions per weak indicator of the record's company. */
export function useRecommendations(recordId: string, weakIndicators: readonly string[] | undefined) {
  const names = weakIndicators ?? [];
  return useQuery({
    queryKey: reportKeys.recommendations(recordId, names),
    queryFn: ({ signal }) =>
      apiClient.post<RecommendationMap>(`${COMPANY}/recommendServiceProvider`, names, {
        query: { recordId },
        signal,
        silent: true,
      }),
    enabled: weakIndicators !== undefined && names.length > 0,
    retry: false,
  });
}

/** GET recommendTopServiceProviders: the first three are kept (assessment.md 7). */
export function useTopProviders() {
  return useQuery({
    queryKey: reportKeys.topProviders(),
    queryFn: async ({ signal }) =>
      (await apiClient.get<TopProvider[]>(`${COMPANY}/recommendTopServiceProviders`, { signal, silent: true })).slice(
        0,
        3,
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET report/verify/{code}: public, what a printed report's code confirms. */
export function useReportVerification(code: string) {
  return useQuery({
    queryKey: reportKeys.verification(code),
    queryFn: ({ signal }) =>
      apiClient.get<ReportVerification>(`/api/dtmm/report/verify/${encodeURIComponent(code)}`, {
        signal,
        silent: true,
        anonymous: true,
      }),
    enabled: code !== '',
    retry: false,
  });
}

/** The address of a report's PDF; the download sends the token as a header, never in the address. */
export const reportPdfPath = (id: string) => `${ANSWER}/reportPdf/${id}`;

/**
 * GET reportPdf/{id}: the PDF as a Blob. A refusal comes back as the JSON envelope; its msg (or
 * 'PDF生成失败，请重试') becomes the ApiError's message.
 */
export async function fetchReportPdf(id: string, signal?: AbortSignal): Promise<Blob> {
  const token = tokenStorage.get();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  try {
    const response = await fetch(reportPdfPath(id), {
      headers: token ? { access_token: token } : {},
      credentials: 'include',
      signal: controller.signal,
    });
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.startsWith('application/pdf')) return await response.blob();
    const envelope = type.includes('json') ? ((await response.json()) as { code?: number; msg?: string }) : null;
    throw new ApiError(envelope?.msg || reportMessages.pdfFailed, 'http', envelope?.code ?? null, response.status);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(reportMessages.pdfFailed, 'network');
  } finally {
    clearTimeout(timer);
  }
}
