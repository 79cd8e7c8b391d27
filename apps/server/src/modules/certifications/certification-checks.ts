import {
  type EnterpriseCertificationInput,
  CERTIFICATION_MESSAGES as M,
  type ProviderCertificationInput,
} from '@dtmm/shared';
import type { Queryable } from '../../db/database';
import { AppError } from '../../plugins/errors';
import type { DictionaryService } from '../dictionaries/dictionaries.service';
import { findFileById } from '../files/files.repository';
import { isRealIndustry } from '../industries/industries.data';
import { isRealArea } from '../regions/regions.data';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A file this user uploaded with the given purpose (or any purpose when none is given). */
async function isOwnUpload(db: Queryable, id: string, userId: number, purpose?: string) {
  if (!UUID.test(id)) return false;
  const file = await findFileById(db, id);
  return !!file && file.ownerUserId === userId && (purpose === undefined || file.purpose === purpose);
}

async function assertInDictionary(dictionaries: DictionaryService, code: string, values: string[], msg: string) {
  const known = new Set((await dictionaries.items(code)).map((item) => item.value));
  if (values.length === 0 || !values.every((v) => known.has(v))) throw AppError.badRequest(msg);
}

const list = (joined: string) =>
  joined
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** The references of an enterprise payload point at real things: area, industry, dictionary values, own uploads. */
export async function checkEnterpriseReferences(
  db: Queryable,
  dictionaries: DictionaryService,
  input: EnterpriseCertificationInput,
  userId: number,
) {
  if (!isRealArea(input.province, input.city, input.district)) throw AppError.badRequest(M.area);
  if (!isRealIndustry(input.industryCategory, input.secondaryIndustry, input.industry))
    throw AppError.badRequest(M.industry);
  await assertInDictionary(dictionaries, 'company.type', [input.companyType], M.companyType);
  await assertInDictionary(dictionaries, 'company.scale', [input.numberOfEmployees], M.numberOfEmployees);
  await assertInDictionary(dictionaries, 'company.income', [input.businessIncome], M.businessIncome);
  if (!(await isOwnUpload(db, input.certificationDocuments, userId, 'license'))) throw AppError.badRequest(M.licence);
  if (input.logo && !(await isOwnUpload(db, input.logo, userId))) throw AppError.badRequest('请上传企业logo');
}

/** The dictionary values of a provider payload (5.6's multi-selects, comma-joined). */
export async function checkProviderReferences(dictionaries: DictionaryService, input: ProviderCertificationInput) {
  await assertInDictionary(dictionaries, 'company.service.type', [input.serviceProviderType], M.serviceProviderType);
  await assertInDictionary(
    dictionaries,
    'company.service.category',
    list(input.serviceProviderCategory),
    M.serviceProviderCategory,
  );
  await assertInDictionary(dictionaries, 'service.serviceTarget', list(input.serviceIndustry), M.serviceIndustry);
}

/** The comma-joined multi-select, cleaned. */
export const joinList = (joined: string) => list(joined).join(',');
