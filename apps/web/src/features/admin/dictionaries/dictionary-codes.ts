import { COMPUTED_DICTIONARY_CODES, DICTIONARY_CODES, type DictionaryCode } from '@dtmm/shared';

/** What each dictionary is for, in the operators' words. */
export const DICTIONARY_CODE_LABELS: Record<DictionaryCode, string> = {
  'service.serviceTarget': '服务行业',
  'company.service.type': '服务商类别',
  'company.service.category': '服务场景',
  'company.scale': '企业规模',
  'company.income': '营业收入范围',
  'company.type': '企业类型',
  'company.industry': '所属行业（门类）',
  'report.evaluationType': '评估类型',
  'report.ratingLevel': '评估等级',
  'service.type': '服务类型',
  'service.serviceArea': '服务区域',
  'service.status': '服务状态',
  'operation.guide': '操作指南',
  'dtmm.assessment.type': '评估平台类型',
  'dtmm.standard.type': '标准类型',
  'dtmm.standard.status': '标准状态',
  'dtmm.standard.nature': '标准性质',
  'dtmm.news.category': '资讯类别',
};

/** The codes kept here; operation.guide is answered from the published guides. */
export const EDITABLE_CODES = DICTIONARY_CODES.filter((code) => !COMPUTED_DICTIONARY_CODES.includes(code));
/** The page opens on the news categories, the dictionary operators touch most. */
export const FIRST_CODE: DictionaryCode = 'dtmm.news.category';

export const editableCodeOf = (text: string | null): DictionaryCode | null =>
  (EDITABLE_CODES as readonly string[]).includes(text ?? '') ? (text as DictionaryCode) : null;
