import type { Transaction } from '../../db/database';
import { decisionNotice } from '../certifications/certification-notices';
import { certificationEvents, certificationRequests } from '../certifications/certifications.table';
import { notify } from '../notifications/notifications.service';
import type { DemoPictures } from './demo-files';
import type { DemoCompany } from './demo-province.types';

const DAY_MS = 86_400_000;
export const DEMO_REJECT_REASON = '营业执照图片不清晰，请重新上传清晰的营业执照';

interface Seeded {
  company: DemoCompany;
  companyId: number;
  /** The company's ADMIN, who applied. */
  applicantId: number;
  pictures: DemoPictures;
}

function enterprisePayload(c: DemoCompany, pictures: DemoPictures) {
  return {
    certifyType: '企业',
    legalRepresentative: c.legalRepresentative,
    province: c.province,
    city: c.city,
    district: c.district,
    companyName: c.companyName,
    contactPhone: c.contactPhone,
    companyType: c.companyType,
    industryCategory: c.industryCategory,
    secondaryIndustry: c.secondaryIndustry,
    industry: c.industry,
    numberOfEmployees: c.employee,
    businessIncome: c.annualRevenue,
    personInCharge: c.personInCharge,
    fdAddOn2: c.companyProfile,
    companyAddress: c.registeredAddress,
    creditCode: c.socialCreditCode,
    certificationDocuments: pictures.licenseFileId,
    logo: pictures.logoFileId,
    companyWebsite: c.companyWebsite,
  };
}

function providerPayload(c: DemoCompany, pictures: DemoPictures) {
  const { status: _status, ...provider } = c.provider ?? { status: 0 };
  return {
    certifyType: '服务商',
    ...provider,
    companyName: c.companyName,
    creditCode: c.socialCreditCode,
    certificationDocuments: pictures.licenseFileId,
  };
}

/**
 * The certification history that makes each demo company's statuses coherent: an approved request
 * behind every 1, a pending one behind every 2, a rejected one (with a reason) behind every 0, and
 * the message each decision left for the applicant.
 */
export async function seedDemoCertifications(
  tx: Transaction,
  seeded: Seeded[],
  operatorId: number | null,
  now: number,
) {
  for (const { company, companyId, applicantId, pictures } of seeded) {
    const submittedAt = new Date(now - company.joinedDaysAgo * DAY_MS - DAY_MS);
    const kinds = [
      {
        certifyType: '企业' as const,
        status: company.certificationStatus,
        payload: enterprisePayload(company, pictures),
      },
      ...(company.provider
        ? [
            {
              certifyType: '服务商' as const,
              status: company.provider.status,
              payload: providerPayload(company, pictures),
            },
          ]
        : []),
    ];
    for (const kind of kinds) {
      const decided = kind.status !== 2;
      const decidedAt = decided ? new Date(submittedAt.getTime() + DAY_MS / 2) : null;
      const rejectReason = kind.status === 0 ? DEMO_REJECT_REASON : null;
      const [row] = await tx
        .insert(certificationRequests)
        .values({
          certifyType: kind.certifyType,
          status: kind.status,
          applicantUserId: applicantId,
          companyId,
          payload: kind.payload,
          creditCode: company.socialCreditCode,
          rejectReason,
          submittedAt,
          decidedAt,
          decidedBy: decided ? operatorId : null,
        })
        .returning({ id: certificationRequests.id });
      if (!row) continue;
      await tx.insert(certificationEvents).values([
        { requestId: row.id, actorUserId: applicantId, action: 'submit', at: submittedAt },
        ...(decidedAt
          ? [
              {
                requestId: row.id,
                actorUserId: operatorId,
                action: kind.status === 1 ? ('approve' as const) : ('reject' as const),
                reason: rejectReason,
                at: decidedAt,
              },
            ]
          : []),
      ]);
      if (decidedAt) {
        const decision = kind.status === 1 ? 'approve' : 'reject';
        await notify(tx, applicantId, decisionNotice(kind.certifyType, decision, rejectReason), decidedAt);
      }
    }
  }
}
