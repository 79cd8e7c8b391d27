import type { FilePurpose, FileType } from '@dtmm/shared';
import type { UploadFile } from './upload-client';

/**
 * One case of the hostile-upload corpus (issue 5, suite 5). `refuse`: must be refused. `clean`:
 * may be kept only without its hostile part (a path in the name, GPS in the metadata, a lying
 * label), which the download must show. `benign`: an ordinary file that must be kept.
 */
export interface CorpusCase {
  label: string;
  expect: 'refuse' | 'clean' | 'benign';
  purpose: FilePurpose;
  files: UploadFile[];
  /** The type the server must detect for each file it keeps. */
  types?: FileType[];
  /** Bytes that must not come back on download. */
  mustNotServe?: Buffer[];
}

export const uploadFile = (filename: string, content: Buffer, contentType?: string): UploadFile => ({
  filename,
  content,
  ...(contentType ? { contentType } : {}),
});

export const latin1 = (text: string) => Buffer.from(text, 'latin1');
