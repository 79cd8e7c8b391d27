import { FORMAL_ASSESSMENT_TYPE_LABELS, type FormalAssessmentType } from '@dtmm/shared';
import type { Notice } from '../certifications/certification-notices';
import { formalLevelTitle } from './formal-application.view';

/** What the company's members read in 消息通知 at each step of its formal assessment application. */

interface About {
  assessmentType: FormalAssessmentType;
  applicationLevel: number;
}
const named = (a: About) =>
  `${FORMAL_ASSESSMENT_TYPE_LABELS[a.assessmentType]}正式评估申请（申请等级：${formalLevelTitle(a.assessmentType, a.applicationLevel)}）`;

export const submittedNotice = (a: About): Notice => ({
  title: '正式评估申请已提交',
  content: `贵单位的${named(a)}已提交，运营人员受理后将安排评估机构上门评估，请留意消息通知。`,
});

export const acceptedNotice = (a: About, scheduledDate: string, assessorName: string): Notice => ({
  title: '正式评估申请已受理',
  content: `贵单位的${named(a)}已受理。评估机构：${assessorName}；计划评估日期：${scheduledDate}。请提前准备现场评估所需的资料与人员。`,
});

export const rejectedNotice = (a: About, reason: string): Notice => ({
  title: '正式评估申请未通过受理',
  content: `贵单位的${named(a)}未通过受理，原因：${reason}。完善后可重新提交申请。`,
});

export const completedNotice = (a: About, resultLevel: number): Notice => ({
  title: '正式评估已完成',
  content: `贵单位的${named(a)}已完成现场评估，评估结果：${formalLevelTitle(a.assessmentType, resultLevel)}。评估报告可在“数字化转型评估 › 正式评估”中查看和下载。`,
});
