import { ASSESSMENT_TYPES, type AssessmentType, DCMM_LEVELS } from '@dtmm/shared';

/** assessment.md 9: how long the DCMM self-assessment takes (the diagnosis and 551 compute theirs from the bank). */
export const DCMM_ESTIMATED_MINUTES = 10;
/** The status before any record is in progress (in progress reads RECORD_STATUS_LABELS['0']). */
export const NOT_STARTED_LABEL = '未开始';
/** The enterprise type is required before a new assessment starts (the wizard's createExam needs it). */
export const TYPE_REQUIRED = '请选择企业类型';

export const ENTERPRISE_TYPE_OPTIONS: readonly { value: AssessmentType; label: string }[] = [
  { value: ASSESSMENT_TYPES.group, label: '集团企业' },
  { value: ASSESSMENT_TYPES.nonGroup, label: '非集团企业' },
];

/** What each enterprise type means for the questionnaire, shown under the radio. */
export const ENTERPRISE_TYPE_HINTS: Record<AssessmentType, string> = {
  [ASSESSMENT_TYPES.group]: '集团企业需完成全部评估指标。',
  [ASSESSMENT_TYPES.nonGroup]: '非集团企业可按实际业务裁剪部分生产类指标。',
};

/** The four first-level areas (assessment.md 1), each with what it asks about. */
export const ASSESSMENT_DIMENSIONS = [
  { name: '数字化基础', text: '资金与人员投入、网络与信息安全、数据管理、数字技术、装备和系统' },
  { name: '数字化治理', text: '战略规划、组织架构、管理机制与管理水平' },
  { name: '数字化生产', text: '研发设计、生产制造、供应链管理、营销服务等业务环节' },
  { name: '数字化转型成效', text: '设备普及率、能耗、合格率、劳动生产率和利润率' },
] as const;

export const DIAGNOSIS_INTRO = {
  title: '企业数字化转型自评估',
  standard: 'T/SXSIA 001-2025《企业数字化转型评估规范》',
  summary:
    '对照团体标准，从数字化基础、数字化治理、数字化生产和数字化转型成效四个维度，了解企业当前的数字化转型水平，找到短板和下一步的方向。',
  levelsNote:
    '评估分为五个等级，从一级开始逐级作答：通过当前等级后进入下一等级，未通过即完成评估并生成结果。答题中的选择会自动保存，可随时中断后继续。',
} as const;

export const DCMM_INTRO = {
  title: 'DCMM数据管理能力成熟度评估',
  standard: 'GB/T 36073-2018《数据管理能力成熟度评估模型》',
  summary: '依据国家标准，从八个能力域评估企业的数据管理能力成熟度，结果分为五个等级，帮助企业找到数据管理的短板。',
  domains: ['数据战略', '数据治理', '数据架构', '数据应用', '数据安全', '数据质量', '数据标准', '数据生存周期'],
  levels: DCMM_LEVELS.map((entry) => entry.name),
  /** How far the self-assessment goes: the questionnaire gives level 1 or 2, a formal assessment the rest. */
  levelsNote:
    '自评估问卷按贵单位的作答给出一级或二级；三级及以上须由评估机构开展正式评估后认定。问卷后还可选填八个能力域的自查，帮助了解各领域的大致水平。',
} as const;

export const TOPIC_551_INTRO = {
  title: '“1”企业数字化转型专题',
  summary:
    '数字化转型“551”专项行动组建服务小分队、遴选专家，深入企业开展诊断评估与转型指导。选择为您服务的服务商后开始自评，服务商可以查看评估结果，为您提供有针对性的转型建议。',
  figures: [
    { value: 5, unit: '个', label: '服务小分队' },
    { value: 50, unit: '名', label: '专家' },
    { value: 100, unit: '家', label: '企业' },
  ],
} as const;
