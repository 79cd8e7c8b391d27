import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { FILE_TYPES, type FilePurpose, type FileType } from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { companies } from '../companies/companies.table';
import type { FileStorage } from '../files/file-storage';
import { files } from '../files/files.table';
import { drawLicence, drawLogo } from './demo-images';
import type { DemoCompany } from './demo-province.types';

export interface DemoPictures {
  logoFileId: string;
  licenseFileId: string;
}

interface Owner {
  company: DemoCompany;
  companyId: number;
  applicantId: number;
  at: Date;
  /** The company's place in the province, which picks its logo colour. */
  index: number;
}

/** A generated file and whom it belongs to, stored as an upload of `purpose` would be. */
export interface DemoFile {
  purpose: FilePurpose;
  project: string;
  fileName: string;
  fileType: FileType;
  bytes: Buffer;
  ownerUserId: number | null;
  ownerCompanyId: number | null;
  at: Date;
}

/** Writes a generated file's bytes to the storage and answers its files row, for inserting in bulk. */
export async function writeDemoFile(
  storage: FileStorage,
  file: DemoFile,
): Promise<typeof files.$inferInsert & { id: string }> {
  const id = randomUUID();
  const storageKey = `demo/${id}.${file.fileType}`;
  await storage.write(storageKey, Readable.from(file.bytes));
  return {
    id,
    purpose: file.purpose,
    project: file.project,
    fileName: file.fileName,
    fileType: file.fileType,
    mimeType: FILE_TYPES[file.fileType],
    fileSize: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    storageKey,
    ownerUserId: file.ownerUserId,
    ownerCompanyId: file.ownerCompanyId,
    createdAt: file.at,
  };
}

/** Stores one generated file as a real upload: bytes in the storage, a row in files; answers its id. */
export async function storeDemoFile(tx: Transaction, storage: FileStorage, file: DemoFile): Promise<string> {
  const row = await writeDemoFile(storage, file);
  await tx.insert(files).values(row);
  return row.id;
}

/** One generated PNG of the company, owned by it and its applicant. */
const storePicture = (
  tx: Transaction,
  storage: FileStorage,
  owner: Owner,
  picture: { purpose: 'image' | 'license'; fileName: string; png: Buffer },
) =>
  storeDemoFile(tx, storage, {
    purpose: picture.purpose,
    project: 'company',
    fileName: picture.fileName,
    fileType: 'png',
    bytes: picture.png,
    ownerUserId: owner.applicantId,
    ownerCompanyId: owner.companyId,
    at: owner.at,
  });

/**
 * The company's logo (public, its short name) and business licence (private, marked 样例), stored
 * as real files with their purposes and set on the company: the user centre, the review console
 * and the provider list show them as they would an upload.
 */
export async function seedCompanyPictures(tx: Transaction, storage: FileStorage, owner: Owner): Promise<DemoPictures> {
  const { company } = owner;
  const logoFileId = await storePicture(tx, storage, owner, {
    purpose: 'image',
    fileName: `${company.shortName}-logo.png`,
    png: drawLogo(company.shortName, owner.index),
  });
  const licenseFileId = await storePicture(tx, storage, owner, {
    purpose: 'license',
    fileName: '营业执照（样例）.png',
    png: drawLicence(company),
  });
  await tx.update(companies).set({ logoFileId, licenseFileId }).where(eq(companies.id, owner.companyId));
  return { logoFileId, licenseFileId };
}
