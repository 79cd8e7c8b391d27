import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
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

/** Stores one generated PNG as an uploaded file of `purpose`, owned by the company and its applicant. */
async function storePicture(
  tx: Transaction,
  storage: FileStorage,
  owner: Owner,
  picture: { purpose: 'image' | 'license'; fileName: string; png: Buffer },
) {
  const id = randomUUID();
  const storageKey = `demo/${id}.png`;
  await storage.write(storageKey, Readable.from(picture.png));
  await tx.insert(files).values({
    id,
    purpose: picture.purpose,
    project: 'company',
    fileName: picture.fileName,
    fileType: 'png',
    mimeType: 'image/png',
    fileSize: picture.png.length,
    sha256: createHash('sha256').update(picture.png).digest('hex'),
    storageKey,
    ownerUserId: owner.applicantId,
    ownerCompanyId: owner.companyId,
    createdAt: owner.at,
  });
  return id;
}

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
