import type { FileInfo, FilePurpose } from '@dtmm/shared';
import { fileSrc } from '@/lib/file-src';

/** Evidence is an image (sent as a site photo, jpg/png ≤ 5 MB) or a PDF (sent as a report, ≤ 20 MB). */
export type EvidencePurpose = Extract<FilePurpose, 'sitePhoto' | 'report'>;

const PURPOSE_OF_EXTENSION: Readonly<Record<string, EvidencePurpose>> = {
  jpg: 'sitePhoto',
  jpeg: 'sitePhoto',
  png: 'sitePhoto',
  pdf: 'report',
};

/** The upload purpose a picked file goes with, by its name; null for a type evidence cannot be. */
export const evidencePurposeOf = (fileName: string): EvidencePurpose | null =>
  PURPOSE_OF_EXTENSION[fileName.split('.').pop()?.toLowerCase() ?? ''] ?? null;

export const EVIDENCE_ACCEPT = Object.keys(PURPOSE_OF_EXTENSION)
  .map((extension) => `.${extension}`)
  .join(',');

export const isImage = (file: Pick<FileInfo, 'fileType'>) => file.fileType !== 'pdf';

/** Evidence and reports are private: the link carries the viewer's token. */
export const privateFileHref = (file: Pick<FileInfo, 'id' | 'fileType'>) =>
  fileSrc(file.id, isImage(file) ? 'sitePhoto' : 'report');

/** The files attached to one indicator, as the form keeps them. */
export interface EvidenceBlock {
  indicatorId: string;
  files: FileInfo[];
}

/** What POST add sends: the indicators that carry files, with the files' ids. */
export const evidenceInputOf = (blocks: readonly EvidenceBlock[]) =>
  blocks
    .filter((block) => block.files.length > 0)
    .map((block) => ({ indicatorId: block.indicatorId, fileIds: block.files.map((file) => file.id) }));
