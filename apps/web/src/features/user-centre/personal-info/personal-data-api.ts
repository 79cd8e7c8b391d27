import { messages, type PersonalData, REQUEST_TIMEOUT_MS } from '@dtmm/shared';
import { syncUserInfo } from '@/features/auth/session-actions';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { fileNameOf } from '@/lib/save-blob';
import { tokenStorage } from '@/lib/token-storage';

const PATH = '/api/dtmm/auth/personalData';

export interface PersonalDataFile {
  blob: Blob;
  fileName: string;
}

/** '我的个人信息-20261126.json': named as the server names the workbook. */
const jsonName = (exportedAt: string) => `我的个人信息-${exportedAt.slice(0, 10).replaceAll('-', '')}.json`;

/** The copy as JSON, through the api client (a token refresh and the server's refusals are handled there). */
async function jsonCopy(): Promise<PersonalDataFile> {
  const data = await apiClient.get<PersonalData>(PATH, { silent: true });
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  return { blob, fileName: jsonName(data.exportedAt) };
}

/**
 * The copy as an Excel workbook (a sheet per part). The bytes come straight from fetch; the session is
 * read first, so an access token that expired is renewed before the download asks with it.
 */
async function workbookCopy(): Promise<PersonalDataFile> {
  await syncUserInfo();
  const token = tokenStorage.get();
  const response = await fetch(`${PATH}?format=xlsx`, {
    headers: token ? { access_token: token } : {},
    credentials: 'include',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }).catch(() => {
    throw new ApiError(messages.common.requestError, 'network');
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const envelope = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new ApiError(envelope?.msg || messages.common.requestError, 'http', envelope?.code ?? null, response.status);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), '我的个人信息.xlsx'),
  };
}

/** GET personalData: the signed-in person's copy of their personal information, as a file to save. */
export const downloadPersonalData = (format: 'json' | 'xlsx') => (format === 'json' ? jsonCopy() : workbookCopy());
