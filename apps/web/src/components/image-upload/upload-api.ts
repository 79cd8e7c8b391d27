import { FILE_PURPOSES, type FileInfo, type FilePurpose, fileDownloadPath } from '@dtmm/shared';
import { apiClient } from '@/lib/api-client';
import { tokenStorage } from '@/lib/token-storage';

export const UPLOAD_PATH = '/api/dtmm/auth/upload';
/** The `project` field of every upload from the portal (portal.md 7.6). */
export const UPLOAD_PROJECT = 'dtmm';

/**
 * POST /api/dtmm/auth/upload with the fields file, project and projectClass (portal.md 7.6). The
 * server decides the limits from projectClass while the file streams in, so the fields go first.
 */
export function uploadFile(file: Blob, fileName: string, purpose: FilePurpose): Promise<FileInfo> {
  const form = new FormData();
  form.append('project', UPLOAD_PROJECT);
  form.append('projectClass', purpose);
  form.append('file', file, fileName);
  return apiClient.postMultipart<FileInfo>(UPLOAD_PATH, form);
}

/** Where the browser shows a file; private purposes (the licence) carry the token as a query parameter (portal.md 6). */
export function fileSrc(id: string, purpose: FilePurpose): string {
  const path = fileDownloadPath(encodeURIComponent(id));
  const token = FILE_PURPOSES[purpose].visibility === 'private' ? tokenStorage.get() : null;
  return token ? `${path}?access_token=${encodeURIComponent(token)}` : path;
}
