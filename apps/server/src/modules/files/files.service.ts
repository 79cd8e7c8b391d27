import { randomUUID } from 'node:crypto';
import {
  FILE_TYPES,
  type FileInfo,
  type FileType,
  fileDownloadPath,
  formatDateTime,
  isFileId,
  messages,
} from '@dtmm/shared';
import type { Multipart } from '@fastify/multipart';
import type { AppContext } from '../../context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../auth/principal';
import { mayReadAsServed } from '../served-enterprises/served-file-grants';
import { canReadFile, isPublicFile } from './files.policy';
import { findFileById, insertFiles, type NewFileRow } from './files.repository';
import type { FileRow } from './files.table';
import { type AcceptedFile, collectParts, type UploadMode, type UploadTarget } from './upload-parts';
import { assertWithinQuota, claimUploadSlot } from './upload-quota';
import { discardTemps } from './upload-stage';

export type { UploadMode } from './upload-parts';

export function toFileInfo(row: FileRow): FileInfo {
  const url = fileDownloadPath(row.id);
  const fileType = row.fileType as FileType;
  return { id: row.id, fileName: row.fileName, fileSize: row.fileSize, fileType, fileUrl: url, fileRealPath: url };
}

/**
 * Receives an upload within the person's upload rate: every file is streamed to a temporary file,
 * measured, typed from its bytes and checked, and the whole upload held to the quotas, before
 * anything is kept; then all are stored and recorded together, or none is.
 */
export async function receiveUpload(
  ctx: AppContext,
  principal: Principal,
  parts: AsyncIterableIterator<Multipart>,
  mode: UploadMode,
): Promise<FileInfo[]> {
  const temps: string[] = [];
  try {
    await claimUploadSlot(ctx, principal);
    const { target, accepted } = await collectParts(ctx.storage, principal, parts, mode, temps);
    if (accepted.length === 0) throw AppError.badRequest(messages.file.missing);
    const bytes = accepted.reduce((total, file) => total + file.staged.size, 0);
    await assertWithinQuota(ctx, principal, { files: accepted.length, bytes });
    const rows = await storeFiles(ctx, principal, target, accepted);
    return rows.map(toFileInfo);
  } finally {
    await discardTemps(temps); // stored files were moved away; this removes the rest
  }
}

/** `2026/11/<id>.jpg`: months in China time keep directories small and easy to back up. */
const storageKeyFor = (id: string, type: FileType, now: Date) =>
  `${formatDateTime(now).slice(0, 7).replace('-', '/')}/${id}.${type}`;

async function storeFiles(ctx: AppContext, principal: Principal, target: UploadTarget, accepted: AcceptedFile[]) {
  const now = new Date(ctx.now());
  const planned = accepted.map((file) => {
    const id = randomUUID();
    const row: NewFileRow = {
      id,
      purpose: target.purpose,
      project: target.project,
      fileName: file.fileName,
      fileType: file.fileType,
      mimeType: FILE_TYPES[file.fileType],
      fileSize: file.staged.size,
      sha256: file.staged.sha256,
      storageKey: storageKeyFor(id, file.fileType, now),
      ownerUserId: principal.userId,
      ownerCompanyId: principal.companyId,
      createdAt: now,
    };
    return { row, tempPath: file.staged.tempPath };
  });
  const stored: string[] = [];
  try {
    for (const { row, tempPath } of planned) {
      await ctx.storage.putFile(row.storageKey, tempPath);
      stored.push(row.storageKey);
    }
    const rows = await insertFiles(
      ctx.db,
      planned.map((p) => p.row),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return planned.flatMap((p) => byId.get(p.row.id) ?? []);
  } catch (error) {
    await Promise.allSettled(stored.map((key) => ctx.storage.delete(key)));
    throw error;
  }
}

/**
 * A file the asker may read, or 404 (malformed id, unknown id, or not theirs to see: existence is
 * not revealed). The asker is only resolved for private files, so a stale token never breaks a
 * public image. The served-enterprise grants (docs/service-management.md) are asked last, only when
 * the policy's rules refused.
 */
export async function getReadableFile(ctx: AppContext, id: string, whoAsks: () => Promise<Principal | null>) {
  const row = isFileId(id) ? await findFileById(ctx.db, id) : undefined;
  if (!row) throw AppError.notFound(messages.file.notFound);
  const reader = isPublicFile(row) ? null : await whoAsks();
  // The file's own facts decide most reads; a 551 service may grant more, which needs a lookup.
  if (!canReadFile(row, reader) && !(await mayReadAsServed(ctx.db, row, reader))) {
    throw AppError.notFound(messages.file.notFound);
  }
  return row;
}
