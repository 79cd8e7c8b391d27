import { z } from 'zod';
import { envelopeOf } from '../common/envelope.schemas';
import { messages } from '../common/messages';

/** File types the platform recognises from a file's leading bytes (never from its name). */
export const FILE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
} as const;
export type FileType = keyof typeof FILE_TYPES;
export const FILE_TYPE_NAMES = Object.keys(FILE_TYPES) as [FileType, ...FileType[]];

export type FileVisibility = 'public' | 'private';
/** Who may upload a purpose: any signed-in user, or operators only (content for the public portal). */
export type FileUploader = 'user' | 'operator';

export interface FilePurposeRule {
  types: readonly FileType[];
  maxBytes: number;
  visibility: FileVisibility;
  uploader: FileUploader;
  /** The most files one multi-upload may carry. */
  maxCount: number;
  formatMessage: (fileName: string) => string;
  sizeMessage: (fileName: string) => string;
  countMessage: string;
}

const KB = 1024;
const MB = 1024 * KB;
const imageRule = {
  types: ['jpg', 'png'],
  maxBytes: 2048 * KB,
  maxCount: 5,
  formatMessage: messages.file.imageFormat,
  sizeMessage: (name: string) => messages.file.imageSize(name, 2048),
  countMessage: messages.file.tooMany(5),
} as const;
export const VIDEO_MAX_MB = 300;

/**
 * Upload purposes, sent as the `projectClass` field (portal.md 5.9, assessment.md 5).
 * Private files (licences, site photos, reports) are served only to those allowed to see them.
 */
export const FILE_PURPOSES = {
  image: { ...imageRule, visibility: 'public', uploader: 'user' },
  license: { ...imageRule, maxCount: 1, visibility: 'private', uploader: 'user' },
  sitePhoto: {
    types: ['jpg', 'png'],
    maxBytes: 5 * MB,
    maxCount: 5,
    visibility: 'private',
    uploader: 'user',
    formatMessage: () => messages.file.sitePhotoFormat,
    sizeMessage: () => messages.file.sitePhotoSize,
    countMessage: messages.file.sitePhotoCount,
  },
  report: {
    types: ['pdf'],
    maxBytes: 20 * MB,
    maxCount: 1,
    visibility: 'private',
    uploader: 'user',
    formatMessage: () => messages.file.reportFormat,
    sizeMessage: () => messages.file.reportSize,
    countMessage: messages.file.reportCount,
  },
  video: {
    types: ['mp4', 'webm'],
    maxBytes: VIDEO_MAX_MB * MB,
    maxCount: 1,
    visibility: 'public',
    uploader: 'operator',
    formatMessage: () => messages.file.videoFormat,
    sizeMessage: () => messages.file.videoSize(VIDEO_MAX_MB),
    countMessage: messages.file.reportCount,
  },
  document: {
    types: ['pdf'],
    maxBytes: 20 * MB,
    maxCount: 5,
    visibility: 'public',
    uploader: 'operator',
    formatMessage: () => messages.file.documentFormat,
    sizeMessage: () => messages.file.documentSize,
    countMessage: messages.file.tooMany(5),
  },
} as const satisfies Record<string, FilePurposeRule>;
export type FilePurpose = keyof typeof FILE_PURPOSES;
export const FILE_PURPOSE_NAMES = Object.keys(FILE_PURPOSES) as [FilePurpose, ...FilePurpose[]];
const purposeRules: readonly FilePurposeRule[] = Object.values(FILE_PURPOSES);
/** The largest file any purpose accepts, and the most files any multi-upload may carry. */
export const MAX_UPLOAD_BYTES = Math.max(...purposeRules.map((rule) => rule.maxBytes));
export const MAX_UPLOAD_COUNT = Math.max(...purposeRules.map((rule) => rule.maxCount));

/** Upload refusals the spec does not word. */
export const uploadMessages = {
  /** The single upload carries one file (same wording as the report's count message). */
  singleFile: messages.file.reportCount,
  purposeAfterFile: messages.file.purposeAfterFile,
} as const;

/** Where the browser fetches a file; private files also need the `access_token` query parameter. */
export const fileDownloadPath = (id: string) => `/api/dtmm/common/file/download/${id}`;

export const fileInfo = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  fileType: z.enum(FILE_TYPE_NAMES),
  /** Where the browser fetches the file (add `access_token` for private files). */
  fileUrl: z.string(),
  fileRealPath: z.string(),
});
export type FileInfo = z.infer<typeof fileInfo>;

/** The form fields beside the file parts; an empty `projectClass` means the default. */
export const uploadFields = z.object({
  project: z.string().max(50, { error: '项目标识不能超过 50 个字符' }).optional(),
  projectClass: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(FILE_PURPOSE_NAMES, { error: messages.file.badPurpose }).default('image'),
  ),
});
export type UploadFields = z.infer<typeof uploadFields>;

/**
 * Any string: a malformed id answers 404 like an unknown one (the service checks the UUID form),
 * so legacy links and probes learn nothing more than "not found".
 */
export const fileIdParam = z.object({ id: z.string() });
export const isFileId = (id: string) => z.uuid().safeParse(id).success;
export const uploadAnswer = envelopeOf(fileInfo);
export const uploadMultiAnswer = envelopeOf(z.array(fileInfo));
export const fileInfoAnswer = envelopeOf(fileInfo);
