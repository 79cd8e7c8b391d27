import { AGREEMENT_KIND_LABELS, type PersonalData } from '@dtmm/shared';
import type { CellValue } from '../../lib/xlsx/sheet-xml';
import type { XlsxSheet } from '../../lib/xlsx/xlsx-stream';

const ROLE_LABELS = { ADMIN: '企业管理员', USER: '企业成员' } as const;

/** One part of the copy as a sheet: its columns and its rows, all at hand (a person's data is small). */
function sheet<Row>(sheetName: string, columns: [string, (row: Row) => CellValue][], rows: Row[]): XlsxSheet {
  async function* once() {
    yield rows.map((row) => columns.map(([, value]) => value(row)));
  }
  return { sheetName, columns: columns.map(([header]) => ({ header })), rows: once() };
}

/** The copy as a workbook, a sheet per part, headed in Chinese as the user centre words them. */
export function personalDataSheets(data: PersonalData): [XlsxSheet, ...XlsxSheet[]] {
  const { account } = data;
  return [
    sheet(
      '账号信息',
      [
        ['项目', ([label]) => label],
        ['内容', ([, value]) => value],
      ],
      [
        ['用户编号', account.userId],
        ['用户名', account.username],
        ['手机号', account.phone],
        ['邮箱', account.email ?? ''],
        ['注册时间', account.createTime],
        ['运营人员', account.isOperator ? '是' : '否'],
        ['导出时间', data.exportedAt],
      ] as [string, string][],
    ),
    sheet(
      '所属企业',
      [
        ['企业编号', (row) => row.companyId],
        ['企业名称', (row) => row.companyName],
        ['角色', (row) => ROLE_LABELS[row.role]],
      ],
      data.memberships,
    ),
    sheet(
      '认证申请',
      [
        ['申请编号', (row) => row.id],
        ['企业名称', (row) => row.companyName],
        ['认证类型', (row) => row.certifyType],
        ['状态', (row) => row.status],
        ['提交时间', (row) => row.submitTime],
      ],
      data.certifications,
    ),
    sheet(
      '发起的评估',
      [
        ['记录编号', (row) => row.recordId],
        ['企业名称', (row) => row.companyName],
        ['评估类型', (row) => row.type],
        ['状态', (row) => row.status],
        ['开始时间', (row) => row.startTime],
        ['完成时间', (row) => row.completeTime],
      ],
      data.assessments,
    ),
    sheet(
      '保存的答案',
      [
        ['记录编号', (row) => row.recordId],
        ['题目编号', (row) => row.questionId],
        ['题目', (row) => row.question],
        ['等级', (row) => row.level],
        ['答案', (row) => row.answer],
        ['保存时间', (row) => row.answerTime],
      ],
      data.answers,
    ),
    sheet(
      '登录记录',
      [
        ['时间', (row) => row.time],
        ['事件', (row) => row.event],
        ['结果', (row) => row.result],
        ['IP地址', (row) => row.ip],
        ['浏览器', (row) => row.userAgent],
      ],
      data.logins,
    ),
    sheet(
      '登录会话',
      [
        ['开始时间', (row) => row.startTime],
        ['最近刷新', (row) => row.lastUsedTime],
        ['到期时间', (row) => row.expireTime],
        ['结束时间', (row) => row.endTime],
        ['IP地址', (row) => row.ip],
        ['浏览器', (row) => row.userAgent],
      ],
      data.sessions,
    ),
    sheet(
      '协议同意',
      [
        ['协议', (row) => AGREEMENT_KIND_LABELS[row.kind]],
        ['版本', (row) => row.version],
        ['标题', (row) => row.title],
        ['同意时间', (row) => row.time],
        ['IP地址', (row) => row.ip],
      ],
      data.consents,
    ),
  ];
}
