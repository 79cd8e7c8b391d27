import { FILE_PURPOSES, type FilePurpose, fileDownloadPath } from '@dtmm/shared';
import { tokenStorage } from './token-storage';

/**
 * Where the browser shows a file. An <img> cannot send the token header, so private purposes (the
 * licence) carry the token as the access_token query parameter the download path accepts (portal.md 6).
 */
export function fileSrc(id: string, purpose: FilePurpose): string {
  const path = fileDownloadPath(encodeURIComponent(id));
  const token = FILE_PURPOSES[purpose].visibility === 'private' ? tokenStorage.get() : null;
  return token ? `${path}?access_token=${encodeURIComponent(token)}` : path;
}
