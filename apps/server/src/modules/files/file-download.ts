import { type FileType, messages } from '@dtmm/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors';
import { contentDisposition } from './file-name';
import type { FileStorage } from './file-storage';
import { isPublicFile } from './files.policy';
import type { FileRow } from './files.table';
import { type ByteRange, parseRange } from './http-range';

const PUBLIC_CACHE = 'public, max-age=86400';
const PRIVATE_CACHE = 'private, no-store';

/**
 * Sends a stored file: its detected type with nosniff, inline for public previews and as an
 * attachment otherwise, cacheable only when public. One byte range is honoured (video seeking);
 * HEAD answers the headers alone.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: FileRow,
) {
  const isPublic = isPublicFile(file);
  const size = file.fileSize;
  // Without validators (ETag) an If-Range cannot be checked, so such a request gets the whole file.
  const range = request.headers['if-range'] ? null : parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).header('cache-control', PRIVATE_CACHE).send();
  }
  const body = request.method === 'HEAD' ? undefined : await openStored(request, storage, file, range);
  reply
    .code(range ? 206 : 200)
    .header('content-type', file.mimeType)
    .header('x-content-type-options', 'nosniff')
    .header('content-length', range ? range.end - range.start + 1 : size)
    .header(
      'content-disposition',
      contentDisposition(isPublic ? 'inline' : 'attachment', file.fileName, file.fileType as FileType),
    )
    .header('cache-control', isPublic ? PUBLIC_CACHE : PRIVATE_CACHE)
    .header('accept-ranges', 'bytes');
  if (range) reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  return reply.send(body);
}

async function openStored(request: FastifyRequest, storage: FileStorage, file: FileRow, range: ByteRange | null) {
  try {
    return await storage.read(file.storageKey, range ?? undefined);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    request.log.error({ fileId: file.id, storageKey: file.storageKey }, 'file row without stored bytes');
    throw AppError.notFound(messages.file.notFound);
  }
}
