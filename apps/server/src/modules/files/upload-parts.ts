import {
  FILE_PURPOSES,
  type FilePurpose,
  type FilePurposeRule,
  type FileType,
  messages,
  uploadFields,
  uploadMessages,
} from '@dtmm/shared';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../auth/principal';
import { sanitizeFileName } from './file-name';
import type { FileStorage } from './file-storage';
import { detectFileType } from './file-type-detect';
import { checkImage } from './image-check';
import { type StagedBytes, stageUpload, UploadTooLargeError } from './upload-stage';

export type UploadMode = 'single' | 'multi';

/** The purpose of an upload, from its form fields. */
export interface UploadTarget {
  purpose: FilePurpose;
  project: string | null;
  rule: FilePurposeRule;
}

/** A file that passed every check, waiting in its temporary file. */
export interface AcceptedFile {
  staged: StagedBytes;
  fileName: string;
  fileType: FileType;
}

/**
 * Reads the multipart parts in order. The purpose is fixed when the first file arrives (fields
 * sent before it, default image), so each file is measured against its limit while it streams.
 * Every file is checked as soon as it is in; the first refusal ends the request.
 */
export async function collectParts(
  storage: FileStorage,
  principal: Principal,
  parts: AsyncIterableIterator<Multipart>,
  mode: UploadMode,
  temps: string[],
) {
  const fields: Record<string, string> = {};
  let target: UploadTarget | undefined;
  const accepted: AcceptedFile[] = [];
  for await (const part of parsingErrorsAsBadRequest(parts)) {
    if (part.type === 'field') {
      noteField(fields, part.fieldname, part.value, target);
      continue;
    }
    if (part.fieldname !== 'file') refusePart(part, messages.file.missing);
    target ??= resolveTarget(fields, principal);
    const limit = mode === 'single' ? 1 : target.rule.maxCount;
    if (accepted.length >= limit) {
      refusePart(part, mode === 'single' ? uploadMessages.singleFile : target.rule.countMessage);
    }
    accepted.push(await acceptFile(storage, part, target.rule, temps));
  }
  return { target: target ?? resolveTarget(fields, principal), accepted };
}

function noteField(fields: Record<string, string>, name: string, value: unknown, target: UploadTarget | undefined) {
  if (name !== 'project' && name !== 'projectClass') return;
  const text = typeof value === 'string' ? value : '';
  // The limits were chosen when the first file arrived; a different purpose after it is refused.
  if (name === 'projectClass' && target && (text || 'image') !== target.purpose) {
    throw AppError.badRequest(uploadMessages.purposeAfterFile);
  }
  fields[name] = text;
}

/** The purpose named by the fields seen so far (default image), and whether this user may upload it. */
function resolveTarget(fields: Record<string, string>, principal: Principal): UploadTarget {
  const parsed = uploadFields.safeParse(fields);
  if (!parsed.success) throw AppError.badRequest(parsed.error.issues[0]?.message ?? messages.common.badRequest);
  const { projectClass: purpose, project } = parsed.data;
  const rule: FilePurposeRule = FILE_PURPOSES[purpose];
  if (rule.uploader === 'operator' && !principal.isOperator) throw AppError.forbidden(messages.file.purposeForbidden);
  return { purpose, project: project || null, rule };
}

function refusePart(part: MultipartFile, msg: string): never {
  part.file.destroy(); // stops the parser; nothing more of the body is read
  throw AppError.badRequest(msg);
}

/** A body that is not well-formed multipart is the client's error, never a 500. */
async function* parsingErrorsAsBadRequest(parts: AsyncIterableIterator<Multipart>) {
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw asClientError(error);
    }
    if (next.done) return;
    yield next.value;
  }
}

function asClientError(error: unknown): unknown {
  if (error instanceof AppError || isSystemError(error)) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error; // FST_* limits, mapped centrally
  return AppError.badRequest(messages.common.badRequest);
}

/** Disk and other OS errors stay server errors. */
const isSystemError = (error: unknown) => error instanceof Error && 'syscall' in error;

async function acceptFile(
  storage: FileStorage,
  part: MultipartFile,
  rule: FilePurposeRule,
  temps: string[],
): Promise<AcceptedFile> {
  const shownName = sanitizeFileName(part.filename);
  let staged: StagedBytes;
  try {
    staged = await stageUpload(storage, part.file, rule.maxBytes, temps);
  } catch (error) {
    if (error instanceof UploadTooLargeError) throw AppError.badRequest(rule.sizeMessage(shownName));
    throw asClientError(error);
  }
  if (staged.size === 0) throw AppError.badRequest(messages.file.empty);
  const fileType = detectFileType(staged.head);
  if (!fileType || !rule.types.includes(fileType)) throw AppError.badRequest(rule.formatMessage(shownName));
  if (fileType === 'jpg' || fileType === 'png') staged = await checkImage(staged, fileType, rule, shownName);
  return { staged, fileType, fileName: sanitizeFileName(part.filename, fileType) };
}
