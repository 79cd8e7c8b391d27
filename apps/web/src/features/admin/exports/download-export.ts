import { EXPORT_TOTAL_HEADER, type ExportTable, messages } from '@dtmm/shared';
import { ApiError } from '@/lib/api-error';
import { type Query, toSearchString } from '@/lib/query-string';
import { fileNameOf } from '@/lib/save-blob';
import { tokenStorage } from '@/lib/token-storage';

export interface ExportProgress {
  /** Bytes of the file received so far. */
  bytes: number;
  /** The rows the file holds (the server counts them first); null when it did not say. */
  totalRows: number | null;
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
  totalRows: number | null;
}

async function refusalOf(response: Response): Promise<ApiError> {
  const envelope = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
  return new ApiError(envelope?.msg || messages.common.requestError, 'http', envelope?.code ?? null, response.status);
}

/**
 * Downloads the .xlsx of a back-office table with the list's query, reading the body as it streams in
 * so the page can show how far it is. A refusal becomes an ApiError with the server's msg.
 */
export async function downloadExport(
  table: ExportTable,
  query: Query,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<ExportedFile> {
  const token = tokenStorage.get();
  const response = await fetch(`/api/admin/exports/${table}${toSearchString(query)}`, {
    headers: token ? { access_token: token } : {},
    credentials: 'include',
    signal,
  });
  if (!response.ok || !response.body) throw await refusalOf(response);
  const totalHeader = response.headers.get(EXPORT_TOTAL_HEADER);
  const totalRows = totalHeader === null ? null : Number(totalHeader);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onProgress({ bytes, totalRows });
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks, { type }),
    fileName: fileNameOf(response.headers.get('content-disposition'), `${table}.xlsx`),
    totalRows,
  };
}
