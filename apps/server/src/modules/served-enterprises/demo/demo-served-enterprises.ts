import { ANSWER_TYPES, ASSESSMENT_TYPES, formatDateTime, levelDescOf } from '@dtmm/shared';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Transaction } from '../../../db/database';
import { findCurrentVersionNumber } from '../../assessment/assessment.repository';
import { assessmentRecords } from '../../assessment/assessment.table';
import { DEMO_ASSESSED_COMPANIES } from '../../assessment/demo/demo-assessed-companies';
import { auditLog } from '../../audit/audit.table';
import { companies } from '../../companies/companies.table';
import { storeDemoFile } from '../../demo/demo-files';
import { DEMO_COMPANIES } from '../../demo/demo-province';
import { demoReportPdf, wrap } from '../../formal-assessment/demo/demo-report-pdf';
import { users } from '../../users/users.table';
import { startServedEnterprise } from '../served-enterprises.lifecycle';
import { saveEvidence } from '../served-enterprises.repository';
import { drawSitePhoto, type SiteScene } from './demo-site-photos';

const DAY_MS = 86_400_000;

/**
 * The demo's served enterprises (docs/service-management.md). Every 551 record of the demo
 * assessments becomes its provider's served enterprise through the same function as a live start;
 * 龙城工业互联网 (lc_admin) then has one of each status:
 * - 晟源焦化 (sy_admin), complete, no evidence yet: 服务中 — the browser journey uploads its report;
 * - 丹朱汽车零部件, complete, with two site photos and the report PDF: 已完成;
 * - 塞北乳业, started a day ago, nothing answered: 待服务.
 * Never 并州智能 or 太行精铸: tests use them from a clean state.
 */
const PROVIDER = 'longcheng';
const COMPLETED = {
  company: 'danzhu',
  photos: [
    { scene: 'workshop', fileName: '丹朱汽配-机加工车间现场调研.png' },
    { scene: 'controlRoom', fileName: '丹朱汽配-生产管控中心访谈.png' },
  ] satisfies { scene: SiteScene; fileName: string }[],
  findings: [
    '一、服务过程：服务团队三次到企业现场，走访机加工、热处理和装配车间，访谈生产、质量和信息化负责人，陪同企业完成“1”企业数字化转型专题自评估。',
    '二、主要发现：MES已覆盖主要工序，关键设备数据自动采集；ERP与MES之间的计划和库存数据仍靠人工导入，质量数据尚未与供应商共享。',
    '三、改进建议：打通ERP与MES计划、库存接口；建设质量追溯平台并向主机厂开放；对热处理炉开展能耗计量和工艺参数优化。',
  ],
};
const JUST_STARTED = { company: 'saibei', daysAgo: 1 };

interface DemoCompanyRow {
  id: number;
  name: string;
}

/** The demo's companies by key (the province's and the assessment population's). */
async function companiesByKey(tx: Transaction) {
  const all = [...DEMO_COMPANIES, ...DEMO_ASSESSED_COMPANIES];
  const rows = await tx
    .select({ id: companies.id, name: companies.companyName, code: companies.socialCreditCode })
    .from(companies);
  return (key: string): DemoCompanyRow => {
    const row = rows.find((company) => company.code === all.find((c) => c.key === key)?.socialCreditCode);
    if (!row) throw new Error(`demo served enterprises: no company ${key}`);
    return row;
  };
}

/** Every 551 record with a provider gets its served row, as createExam gives one. */
async function startAll(tx: Transaction) {
  const records = await tx
    .select()
    .from(assessmentRecords)
    .where(and(eq(assessmentRecords.answerType, ANSWER_TYPES.topic551), isNotNull(assessmentRecords.serviceProviderId)))
    .orderBy(asc(assessmentRecords.id));
  const servedIdOf = new Map<number, number>();
  for (const record of records) {
    const servedId = await startServedEnterprise(tx, record);
    if (servedId !== null) servedIdOf.set(record.companyId, servedId);
  }
  return servedIdOf;
}

/** 塞北乳业 has just chosen 龙城 for the 551 topic: a record at level 1, nothing answered. */
async function startJustNow(tx: Transaction, companyId: number, providerId: number, now: number) {
  const bankVersion = await findCurrentVersionNumber(tx);
  if (bankVersion === null) return;
  const at = new Date(now - JUST_STARTED.daysAgo * DAY_MS);
  const [record] = await tx
    .insert(assessmentRecords)
    .values({
      companyId,
      answerType: ANSWER_TYPES.topic551,
      assessmentType: ASSESSMENT_TYPES.nonGroup,
      serviceProviderId: providerId,
      bankVersion,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (record) await startServedEnterprise(tx, record);
}

/** The report 龙城 wrote for 丹朱 after the record completed. */
function reportPdf(company: string, provider: string, record: { assessmentLevel: number; completedAt: Date | null }) {
  const text = (value: string, size = 12) => wrap(value, size).map((line) => ({ text: line, size }));
  return demoReportPdf([
    { text: '“1”企业数字化转型专题评估报告', size: 20 },
    { text: '（演示数据，非真实评估报告）', size: 12 },
    ...text(`受评企业：${company}`),
    ...text(`服务商：${provider}`),
    ...text(`自评估完成时间：${record.completedAt ? formatDateTime(record.completedAt).slice(0, 10) : ''}`),
    ...text(`自评估等级：${levelDescOf(record.assessmentLevel)}`),
    ...COMPLETED.findings.flatMap((finding) => text(finding)),
  ]);
}

interface Documenting {
  servedId: number;
  enterprise: DemoCompanyRow;
  provider: DemoCompanyRow & { shortName: string };
  providerAdmin: number | null;
  ctx: AppContext;
}

/** 丹朱's site photos and report, uploaded by lc_admin for 龙城 three days after the record completed. */
async function documentCompleted(tx: Transaction, d: Documenting) {
  const [record] = await tx
    .select()
    .from(assessmentRecords)
    .where(
      and(eq(assessmentRecords.companyId, d.enterprise.id), eq(assessmentRecords.answerType, ANSWER_TYPES.topic551)),
    );
  if (!record?.completedAt) throw new Error('demo served enterprises: 丹朱 has no completed 551 record');
  const at = new Date(record.completedAt.getTime() + 3 * DAY_MS);
  const owner = { ownerUserId: d.providerAdmin, ownerCompanyId: d.provider.id, at, project: 'serviceManagement' };
  const sitePhotoIds: string[] = [];
  for (const photo of COMPLETED.photos) {
    const bytes = drawSitePhoto(photo.scene, d.provider.shortName);
    const file = { ...owner, purpose: 'sitePhoto' as const, fileName: photo.fileName, fileType: 'png' as const, bytes };
    sitePhotoIds.push(await storeDemoFile(tx, d.ctx.storage, file));
  }
  const reportFileId = await storeDemoFile(tx, d.ctx.storage, {
    ...owner,
    purpose: 'report',
    fileName: `${d.enterprise.name}551专题评估报告.pdf`,
    fileType: 'pdf',
    bytes: reportPdf(d.enterprise.name, d.provider.name, record),
  });
  const evidence = { sitePhotoIds, reportFileId };
  await saveEvidence(tx, d.servedId, evidence, d.providerAdmin, at);
  await tx.insert(auditLog).values({
    action: 'servedEnterprise.update',
    userId: d.providerAdmin,
    subject: d.provider.name,
    detail: { servedEnterpriseId: d.servedId, recordId: record.id, companyId: d.enterprise.id, ...evidence },
    createdAt: at,
  });
}

/** Seeds the served enterprises after the demo assessments (it serves their 551 records), in one transaction. */
export async function seedDemoServedEnterprises(ctx: AppContext, now = ctx.now()): Promise<void> {
  const shortName = DEMO_COMPANIES.find((company) => company.key === PROVIDER)?.shortName ?? '';
  await ctx.db.transaction(async (tx) => {
    const companyOf = await companiesByKey(tx);
    const provider = { ...companyOf(PROVIDER), shortName };
    const enterprise = companyOf(COMPLETED.company);
    const servedIdOf = await startAll(tx);
    await startJustNow(tx, companyOf(JUST_STARTED.company).id, provider.id, now);
    const servedId = servedIdOf.get(enterprise.id);
    if (servedId === undefined) throw new Error('demo served enterprises: 丹朱 is not served');
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, provider.id), eq(users.companyRole, 'ADMIN')));
    await documentCompleted(tx, { servedId, enterprise, provider, providerAdmin: admin?.id ?? null, ctx });
  });
}
