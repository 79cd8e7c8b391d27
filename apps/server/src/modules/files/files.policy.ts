import { FILE_PURPOSES, type FilePurpose } from '@dtmm/shared';
import type { Principal } from '../auth/principal';

/** What the read policy needs to know about a stored file. */
export interface FileAccessFacts {
  purpose: string;
  ownerUserId: number | null;
  ownerCompanyId: number | null;
}

/** Who asks; later issues may add facts here (e.g. the companies a provider serves). */
export type FileReader = Pick<Principal, 'userId' | 'companyId' | 'isOperator'>;

const isKnownPurpose = (purpose: string): purpose is FilePurpose => Object.hasOwn(FILE_PURPOSES, purpose);

/** Public purposes (portal images, videos, documents) are served to anyone who has the id. */
export const isPublicFile = (file: Pick<FileAccessFacts, 'purpose'>) =>
  isKnownPurpose(file.purpose) && FILE_PURPOSES[file.purpose].visibility === 'public';

type ReadRule = (file: FileAccessFacts, reader: FileReader) => boolean;

/**
 * Everyone who may read a private file (licence, site photos, report) by the file's own facts. To let
 * someone else read, add one rule here (and the fact it needs to `FileReader`). Grants that need a
 * lookup — a provider serving the owner company, the enterprise a provider documented — are
 * served-enterprises/served-file-grants.ts, asked by files.service only when these rules refuse.
 */
const PRIVATE_READERS: Record<string, ReadRule> = {
  // A file uploaded for a company is the company's: its uploader reads it as a member, and not after leaving.
  uploader: (file, reader) =>
    file.ownerCompanyId === null && file.ownerUserId !== null && file.ownerUserId === reader.userId,
  ownerCompanyMember: (file, reader) => file.ownerCompanyId !== null && file.ownerCompanyId === reader.companyId,
  operator: (_file, reader) => reader.isOperator,
};

/**
 * May `reader` (null: anonymous) read the file? Callers answer "not found" on false, never
 * "forbidden", so a private file's existence is not revealed. A file of an unknown purpose is
 * treated as private.
 */
export function canReadFile(file: FileAccessFacts, reader: FileReader | null): boolean {
  if (isPublicFile(file)) return true;
  if (!reader) return false;
  return Object.values(PRIVATE_READERS).some((rule) => rule(file, reader));
}
