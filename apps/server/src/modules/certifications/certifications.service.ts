import {
  type CertificationInput,
  type CertifyType,
  type EnterpriseCertificationInput,
  CERTIFICATION_MESSAGES as M,
  messages,
  type ProviderCertificationInput,
} from '@dtmm/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../plugins/errors';
import { recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { companies } from '../companies/companies.table';
import type { DictionaryService } from '../dictionaries/dictionaries.service';
import { files } from '../files/files.table';
import { notify } from '../notifications/notifications.service';
import { users } from '../users/users.table';
import { checkEnterpriseReferences, checkProviderReferences, joinList } from './certification-checks';
import { decisionNotice } from './certification-notices';
import { assertMayCertifyEnterprise, assertMayCertifyProvider, assertMayDecide } from './certifications.policy';
import {
  decideRequest,
  findLatestRequest,
  findRequest,
  hasPendingRequest,
  insertEvent,
} from './certifications.repository';
import {
  type CertificationRequestRow,
  certificationRequests as certificationRequestsTable,
} from './certifications.table';
import { enterpriseCompanyFields, providerCompanyFields } from './company-fields';

/** The column of a company that holds the status of a certify type. */
const statusColumn = (type: CertifyType) => (type === '企业' ? 'certificationStatus' : 'providerStatus');

export class CertificationService {
  constructor(
    private readonly db: Database,
    private readonly dictionaries: DictionaryService,
    private readonly now: () => number,
  ) {}

  private async company(db: Queryable, id: number) {
    const [row] = await db.select().from(companies).where(eq(companies.id, id));
    return row;
  }

  /** POST certify: validates, then records the request, its event and the audit row in one transaction. */
  async submit(request: FastifyRequest, asker: Principal, input: CertificationInput): Promise<void> {
    if (input.certifyType === '企业') return this.submitEnterprise(request, asker, input);
    return this.submitProvider(request, asker, input);
  }

  private async submitEnterprise(request: FastifyRequest, asker: Principal, input: EnterpriseCertificationInput) {
    assertMayCertifyEnterprise(asker);
    await checkEnterpriseReferences(this.db, this.dictionaries, input, asker.userId);
    const payload = { ...input };
    await this.record(request, asker, '企业', payload, input.creditCode, async (tx) => {
      const [holder] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.socialCreditCode, input.creditCode));
      // Only a certified company holds its code: a rival's pending claim cannot block the real company.
      if (holder && holder.id !== asker.companyId)
        throw AppError.badRequest(messages.certification.duplicateCreditCode);
    });
  }

  private async submitProvider(request: FastifyRequest, asker: Principal, input: ProviderCertificationInput) {
    const company = asker.companyId === null ? undefined : await this.company(this.db, asker.companyId);
    assertMayCertifyProvider(asker, company?.certificationStatus === 1);
    await checkProviderReferences(this.dictionaries, input);
    const payload = {
      ...input,
      serviceProviderCategory: joinList(input.serviceProviderCategory),
      serviceIndustry: joinList(input.serviceIndustry),
      // portal.md 3: the provider request also carries the company's name, code and licence.
      companyName: company?.companyName ?? null,
      creditCode: company?.socialCreditCode ?? null,
      certificationDocuments: company?.licenseFileId ?? null,
    };
    await this.record(request, asker, '服务商', payload, company?.socialCreditCode ?? null);
  }

  /** The request row, its submit event, the company's status (kept at 1 for a change request) and the audit row. */
  private async record(
    request: FastifyRequest,
    asker: Principal,
    certifyType: CertifyType,
    payload: Record<string, unknown>,
    creditCode: string | null,
    check?: (tx: Queryable) => Promise<void>,
  ) {
    const owner = { companyId: asker.companyId, userId: asker.userId };
    const at = new Date(this.now());
    try {
      await this.db.transaction(async (tx) => {
        if (await hasPendingRequest(tx, owner, certifyType)) throw AppError.conflict(M.duplicateSubmit);
        await check?.(tx);
        const [row] = await tx
          .insert(certificationRequestsTable)
          .values({
            certifyType,
            status: 2,
            applicantUserId: asker.userId,
            companyId: asker.companyId,
            payload,
            creditCode,
            submittedAt: at,
          })
          .returning({ id: certificationRequestsTable.id });
        if (!row) throw new Error('certification request not inserted');
        await insertEvent(tx, { requestId: row.id, actorUserId: asker.userId, action: 'submit', at });
        if (asker.companyId !== null) {
          const column = statusColumn(certifyType);
          await tx
            .update(companies)
            .set({ [column]: 2 })
            .where(and(eq(companies.id, asker.companyId), ne(companies[column], 1)));
        }
        await recordAudit(tx, request, {
          action: 'certification.submit',
          userId: asker.userId,
          subject: String(row.id),
          objectType: 'certification',
          objectId: row.id,
          detail: { certifyType, companyId: asker.companyId },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.conflict(M.duplicateSubmit);
      throw error;
    }
  }

  /** data.certificationStatus of portal.md 4.2 for the asker. */
  async status(asker: Principal, certifyType: CertifyType): Promise<0 | 1 | 2> {
    if (asker.companyId !== null) {
      const company = await this.company(this.db, asker.companyId);
      return (company?.[statusColumn(certifyType)] ?? 0) as 0 | 1 | 2;
    }
    if (certifyType === '服务商') return 0;
    const latest = await findLatestRequest(this.db, { companyId: null, userId: asker.userId }, '企业');
    return latest?.status === 2 ? 2 : 0;
  }

  async lastRecord(asker: Principal, certifyType: CertifyType) {
    return findLatestRequest(this.db, { companyId: asker.companyId, userId: asker.userId }, certifyType);
  }

  async approve(request: FastifyRequest, asker: Principal, id: number): Promise<void> {
    const found = await this.load(asker, id);
    const at = new Date(this.now());
    try {
      await this.db.transaction(async (tx) => {
        const decided = await decideRequest(tx, id, { status: 1, decidedBy: asker.userId, at });
        if (!decided) throw AppError.conflict(M.conflict);
        const companyId = await this.applyApproval(tx, decided);
        await insertEvent(tx, { requestId: id, actorUserId: asker.userId, action: 'approve', at });
        await recordAudit(tx, request, {
          action: 'certification.approve',
          userId: asker.userId,
          subject: String(id),
          objectType: 'certification',
          objectId: id,
          detail: { certifyType: found.certifyType, companyId },
        });
        await notify(tx, found.applicantUserId, decisionNotice(found.certifyType, 'approve'));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.conflict(messages.certification.duplicateCreditCode);
      throw error;
    }
  }

  /** Writes the approved payload into the company (creating it for a first enterprise request); its id. */
  private async applyApproval(tx: Queryable, row: CertificationRequestRow): Promise<number> {
    if (row.certifyType === '服务商') {
      if (row.companyId === null) throw AppError.conflict(messages.certification.companyFirst);
      const fields = providerCompanyFields(row.payload as ProviderCertificationInput);
      await tx
        .update(companies)
        .set({ ...fields, providerStatus: 1, updatedAt: new Date(this.now()) })
        .where(eq(companies.id, row.companyId));
      return row.companyId;
    }
    const fields = enterpriseCompanyFields(row.payload as EnterpriseCertificationInput);
    let companyId = row.companyId;
    if (companyId === null) {
      const [applicant] = await tx
        .select({ companyId: users.companyId, isOperator: users.isOperator })
        .from(users)
        .where(eq(users.id, row.applicantUserId))
        .for('update');
      if (applicant?.isOperator) throw AppError.conflict(M.operatorApplicant);
      if (applicant?.companyId != null) throw AppError.conflict(M.applicantHasCompany);
      const [created] = await tx
        .insert(companies)
        .values({ ...fields, certificationStatus: 1 })
        .returning({ id: companies.id });
      if (!created) throw new Error('company not created');
      companyId = created.id;
      await tx.update(certificationRequestsTable).set({ companyId }).where(eq(certificationRequestsTable.id, row.id));
      await tx
        .update(users)
        .set({ companyId, companyRole: 'ADMIN', updatedAt: new Date(this.now()) })
        .where(eq(users.id, row.applicantUserId));
    } else {
      await tx
        .update(companies)
        .set({ ...fields, certificationStatus: 1, updatedAt: new Date(this.now()) })
        .where(eq(companies.id, companyId));
    }
    const uploads = [fields.licenseFileId, fields.logoFileId].filter((f): f is string => !!f);
    if (uploads.length > 0)
      await tx
        .update(files)
        .set({ ownerCompanyId: companyId })
        .where(and(inArray(files.id, uploads), eq(files.ownerUserId, row.applicantUserId)));
    return companyId;
  }

  async reject(request: FastifyRequest, asker: Principal, id: number, reason: string): Promise<void> {
    const found = await this.load(asker, id);
    const at = new Date(this.now());
    await this.db.transaction(async (tx) => {
      const decided = await decideRequest(tx, id, { status: 0, decidedBy: asker.userId, at, rejectReason: reason });
      if (!decided) throw AppError.conflict(M.conflict);
      if (decided.companyId !== null) {
        // A certified company's rejected change request leaves it certified; otherwise it is rejected.
        const column = statusColumn(decided.certifyType);
        await tx
          .update(companies)
          .set({ [column]: 0 })
          .where(and(eq(companies.id, decided.companyId), eq(companies[column], 2)));
      }
      await insertEvent(tx, { requestId: id, actorUserId: asker.userId, action: 'reject', reason, at });
      await recordAudit(tx, request, {
        action: 'certification.reject',
        userId: asker.userId,
        subject: String(id),
        objectType: 'certification',
        objectId: id,
        detail: { certifyType: found.certifyType, companyId: decided.companyId, reason },
      });
      await notify(tx, found.applicantUserId, decisionNotice(found.certifyType, 'reject', reason));
    });
  }

  private async load(asker: Principal, id: number) {
    if (!asker.isOperator) throw AppError.forbidden();
    const found = await findRequest(this.db, id);
    if (!found) throw AppError.notFound();
    assertMayDecide(asker, found.applicantUserId, M.ownRequest);
    return found;
  }
}
