import type { FileInfo, FilePurpose } from '@dtmm/shared';
import { apiClient, type RequestOptions } from '@/lib/api-client';

export const UPLOAD_PATH = '/api/dtmm/auth/upload';
/** The `project` field of every upload from the portal (portal.md 7.6). */
export const UPLOAD_PROJECT = 'dtmm';

/**
 * POST /api/dtmm/auth/upload with the fields file, project and projectClass (portal.md 7.6). The
 * server decides the limits from projectClass while the file streams in, so the fields go first.
 */
export function uploadFile(
  file: Blob,
  fileName: string,
  purpose: FilePurpose,
  options: Pick<RequestOptions, 'onUploadProgress' | 'silent'> = {},
): Promise<FileInfo> {
  const form = new FormData();
  form.append('project', UPLOAD_PROJECT);
  form.append('projectClass', purpose);
  form.append('file', file, fileName);
  return apiClient.postMultipart<FileInfo>(UPLOAD_PATH, form, options);
}
