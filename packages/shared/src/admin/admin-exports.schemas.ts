/**
 * The back-office tables an operator downloads as .xlsx (GET /api/admin/exports/{table}, docs/exports.md).
 * Each takes the query of its list, so the file holds what the list shows.
 */
export const EXPORT_TABLES = [
  'companies',
  'certifications',
  'assessments',
  'acceptances',
  'solutions',
  'served-enterprises',
  'audit',
] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

/** The file's and the sheet's name: '企业列表-20261126.xlsx'. */
export const EXPORT_TITLES: Record<ExportTable, string> = {
  companies: '企业列表',
  certifications: '认证审核',
  assessments: '评估记录',
  acceptances: '正式评估申请',
  solutions: '解决方案',
  'served-enterprises': '551服务企业',
  audit: '审计日志',
};

/** The answer's header with the number of rows the file holds, for the browser's progress. */
export const EXPORT_TOTAL_HEADER = 'x-total-rows';
