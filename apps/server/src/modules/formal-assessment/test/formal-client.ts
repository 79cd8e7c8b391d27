import { FORMAL_ASSESSMENT_TYPES } from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app';
import { jpegBytes, pdfBytes } from '../../files/test/sample-files';
import { postUpload } from '../../files/test/upload-client';
import { users } from '../../users/users.table';

export const BASE = '/api/dtmm/company/companyacceptance';
export const ADMIN = '/api/admin/acceptances';

/** A valid first application of the diagnosis type; override any field. */
export const applicationForm = (fields: Record<string, unknown> = {}) => ({
  assessmentType: FORMAL_ASSESSMENT_TYPES.diagnosis,
  assessmentCount: 1,
  applicationLevel: 2,
  applicationRemark: '公司已完成数字化转型自评估，申请专家上门开展正式评估，重点核实生产制造环节的系统集成情况。',
  ...fields,
});

/** Uploads evidence as `token`'s holder: a site photo (jpg) or a report (pdf); answers the file id. */
export async function uploadEvidence(t: TestApp, token: string, kind: 'sitePhoto' | 'report' | 'license') {
  const file =
    kind === 'report'
      ? { filename: '能源管理系统验收报告.pdf', content: pdfBytes() }
      : { filename: '车间现场照片.jpg', content: jpegBytes() };
  const res = await postUpload(t.app, token, [file], { projectClass: kind });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().data.id as string;
}

export async function companyOf(t: TestApp, username: string): Promise<number> {
  const [row] = await t.database.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.username, username));
  if (!row?.companyId) throw new Error(`${username} has no company`);
  return row.companyId;
}

/** A week ahead, as the accept form sends it. */
export const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
