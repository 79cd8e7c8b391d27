import { FORMAL_ASSESSMENT_TYPES, FORMAL_STATUSES, type FormalAssessmentType, formatDateTime } from '@dtmm/shared';
import { eq, or } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Transaction } from '../../../db/database';
import { auditLog } from '../../audit/audit.table';
import { companies } from '../../companies/companies.table';
import { storeDemoFile } from '../../demo/demo-files';
import { DEMO_COMPANIES } from '../../demo/demo-province';
import { notify } from '../../notifications/notifications.service';
import { users } from '../../users/users.table';
import { formalLevelTitle } from '../formal-application.view';
import { formalApplications } from '../formal-applications.table';
import { companyMemberIds } from '../formal-assessment.repository';
import { acceptedNotice, completedNotice, submittedNotice } from '../formal-notices';
import { latestSelfAssessment, snapshotOf } from '../self-assessment';
import { demoReportPdf, wrap } from './demo-report-pdf';

const DAY_MS = 86_400_000;

interface DemoApplication {
  company: string;
  assessmentType: FormalAssessmentType;
  applicationLevel: number;
  remark: string;
  daysAgo: number;
  accepted?: { daysAgo: number; assessor: string; visitDaysAgo: number };
  completed?: { daysAgo: number; resultLevel: number; findings: string[] };
}

/**
 * The demo's formal assessment applications, so that the operators' queue and the companies' 正式评估
 * tab are not empty: 晟源焦化 has just applied for level 3 after its 551 topic with 龙城工业互联网;
 * 昌源液压 applied for level 4, was assessed on site by 晋创咨询 and found at level 3, with the report.
 * Never 并州智能 or 太行精铸: tests use them from a clean state.
 */
const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    company: 'shengyuan',
    assessmentType: FORMAL_ASSESSMENT_TYPES.diagnosis,
    applicationLevel: 3,
    remark:
      '公司在龙城工业互联网陪跑下完成了焦炉集控、化产回收和能源管理系统的数据打通，自评估为二级。申请专家上门核验焦化生产全流程的数据集成情况，评估能否达到三级（系统集成）。',
    daysAgo: 4,
  },
  {
    company: 'changyuan',
    assessmentType: FORMAL_ASSESSMENT_TYPES.diagnosis,
    applicationLevel: 4,
    remark:
      'MES已覆盖机加工和装配工序，ERP与PLM主数据统一，试验台数据已接入质量分析平台。申请对齿轮泵、多路阀两条产线开展四级（协同优化）正式评估。',
    daysAgo: 40,
    accepted: { daysAgo: 38, assessor: 'jinchuang', visitDaysAgo: 30 },
    completed: {
      daysAgo: 24,
      resultLevel: 3,
      findings: [
        '一、总体结论：企业ERP、MES、PLM已实现主数据统一和业务数据集成，计划、生产、质量、仓储按同一套数据协同运转，达到三级（系统集成）要求；与主机厂、供应商的协同仍以线下对账和邮件为主，尚不满足四级（协同优化）的要求。',
        '二、主要优势：机加工和装配工单、关键工序质检数据自动采集；试验台压力、流量曲线全部入库并可追溯到批次；设备联网率超过百分之八十。',
        '三、改进建议：建设供应商协同平台，打通采购计划与供应商排产；推进基于试验数据的工艺参数优化模型；将能源计量细化到重点设备。',
      ],
    },
  },
];

const demoCompany = async (tx: Transaction, key: string) => {
  const code = DEMO_COMPANIES.find((company) => company.key === key)?.socialCreditCode ?? '';
  const [row] = await tx
    .select({ id: companies.id, name: companies.companyName, code: companies.socialCreditCode })
    .from(companies)
    .where(eq(companies.socialCreditCode, code));
  if (!row) throw new Error(`demo formal applications: no company ${key}`);
  return row;
};

/** The report the assessor wrote, uploaded by the operator and adopted by the company. */
function reportLines(company: { name: string; code: string }, assessor: string, visit: string, d: DemoApplication) {
  const result = d.completed?.resultLevel ?? 0;
  const text = (value: string, size = 12) => wrap(value, size).map((line) => ({ text: line, size }));
  return [
    { text: '数字化转型正式评估报告', size: 22 },
    { text: '（演示数据，非真实评估报告）', size: 12 },
    ...text(`受评企业：${company.name}`),
    ...text(`统一社会信用代码：${company.code}`),
    ...text(`评估机构：${assessor}`),
    ...text(`现场评估日期：${visit}`),
    ...text(`申请等级：${formalLevelTitle(d.assessmentType, d.applicationLevel)}`),
    ...text(`评估结论：${formalLevelTitle(d.assessmentType, result)}`),
    ...(d.completed?.findings ?? []).flatMap((finding) => text(finding)),
  ];
}

async function audit(
  tx: Transaction,
  action: string,
  userId: number | null,
  at: Date,
  detail: Record<string, unknown>,
) {
  await tx.insert(auditLog).values({ action, userId, subject: String(detail.applicationId), detail, createdAt: at });
}

interface People {
  operatorId: number | null;
  adminOf: (companyId: number) => number | null;
}

/** One application on its way: where it is, whom it tells, and how far back in time each step was. */
interface Seeding {
  tx: Transaction;
  ctx: AppContext;
  d: DemoApplication;
  people: People;
  at: (daysAgo: number) => Date;
  company: { id: number; name: string; code: string };
  about: { assessmentType: FormalAssessmentType; applicationLevel: number };
  applicationId: number;
  tell: (notice: { title: string; content: string }, when: Date) => Promise<void>;
}

async function submit(tx: Transaction, d: DemoApplication, people: People, at: (daysAgo: number) => Date) {
  const company = await demoCompany(tx, d.company);
  const about = { assessmentType: d.assessmentType, applicationLevel: d.applicationLevel };
  const submittedBy = people.adminOf(company.id);
  const [row] = await tx
    .insert(formalApplications)
    .values({
      companyId: company.id,
      ...about,
      assessmentCount: 1,
      applicationRemark: d.remark,
      selfAssessment: snapshotOf(await latestSelfAssessment(tx, company.id, d.assessmentType)),
      submittedBy,
      createdAt: at(d.daysAgo),
      updatedAt: at(d.daysAgo),
    })
    .returning({ id: formalApplications.id });
  if (!row) throw new Error(`demo formal applications: ${d.company} not inserted`);
  const members = await companyMemberIds(tx, company.id);
  const tell = async (notice: { title: string; content: string }, when: Date) => {
    for (const member of members) await notify(tx, member, notice, when);
  };
  const detail = { applicationId: row.id, companyId: company.id, ...about, assessmentCount: 1 };
  await audit(tx, 'formal.submit', submittedBy, at(d.daysAgo), detail);
  await tell(submittedNotice(about), at(d.daysAgo));
  return { company, about, applicationId: row.id, tell };
}

async function accept(s: Seeding, accepted: NonNullable<DemoApplication['accepted']>) {
  const assessor = await demoCompany(s.tx, accepted.assessor);
  const visit = formatDateTime(s.at(accepted.visitDaysAgo)).slice(0, 10);
  const acceptedAt = s.at(accepted.daysAgo);
  await s.tx
    .update(formalApplications)
    .set({
      status: FORMAL_STATUSES.accepted,
      scheduledDate: visit,
      assessorCompanyId: assessor.id,
      acceptedAt,
      decidedBy: s.people.operatorId,
      updatedAt: acceptedAt,
    })
    .where(eq(formalApplications.id, s.applicationId));
  await audit(s.tx, 'formal.accept', s.people.operatorId, acceptedAt, {
    applicationId: s.applicationId,
    companyId: s.company.id,
    scheduledDate: visit,
    assessorCompanyId: assessor.id,
    assessorName: assessor.name,
  });
  await s.tell(acceptedNotice(s.about, visit, assessor.name), acceptedAt);
  return { assessorName: assessor.name, visit };
}

async function complete(
  s: Seeding,
  completed: NonNullable<DemoApplication['completed']>,
  visited: { assessorName: string; visit: string },
) {
  const completedAt = s.at(completed.daysAgo);
  const reportFileId = await storeDemoFile(s.tx, s.ctx.storage, {
    purpose: 'report',
    project: 'formalAssessment',
    fileName: `${s.company.name}数字化转型正式评估报告.pdf`,
    fileType: 'pdf',
    bytes: demoReportPdf(reportLines(s.company, visited.assessorName, visited.visit, s.d)),
    ownerUserId: s.people.operatorId,
    ownerCompanyId: s.company.id,
    at: completedAt,
  });
  const { resultLevel } = completed;
  await s.tx
    .update(formalApplications)
    .set({ status: FORMAL_STATUSES.completed, resultLevel, reportFileId, completedAt, updatedAt: completedAt })
    .where(eq(formalApplications.id, s.applicationId));
  const detail = { applicationId: s.applicationId, companyId: s.company.id, resultLevel, reportFileId };
  await audit(s.tx, 'formal.complete', s.people.operatorId, completedAt, detail);
  await s.tell(completedNotice(s.about, resultLevel), completedAt);
}

async function peopleOf(tx: Transaction): Promise<People> {
  const rows = await tx
    .select({ id: users.id, companyId: users.companyId, isOperator: users.isOperator })
    .from(users)
    .where(or(eq(users.isOperator, true), eq(users.companyRole, 'ADMIN')));
  return {
    operatorId: rows.find((row) => row.isOperator)?.id ?? null,
    adminOf: (companyId) => rows.find((row) => row.companyId === companyId)?.id ?? null,
  };
}

/** Seeds the demo's applications after its assessments (they copy the completed self-assessments), in one transaction. */
export async function seedDemoFormalApplications(ctx: AppContext, now = ctx.now()): Promise<void> {
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  await ctx.db.transaction(async (tx) => {
    const people = await peopleOf(tx);
    for (const d of DEMO_APPLICATIONS) {
      const s: Seeding = { tx, ctx, d, people, at, ...(await submit(tx, d, people, at)) };
      const visited = d.accepted ? await accept(s, d.accepted) : null;
      if (visited && d.completed) await complete(s, d.completed, visited);
    }
  });
}
