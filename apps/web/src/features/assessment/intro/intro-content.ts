import { ASSESSMENT_TYPES, type AssessmentType, DCMM_LEVELS, type EvaluationType } from '@dtmm/shared';

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
  [ASSESSMENT_TYPES.nonGroup]: '非集团企业可按实际业务，裁剪数字化生产或数字化经营中未开展环节的指标。',
};

interface Dimension {
  name: string;
  text: string;
}
const FOUNDATION: Dimension = {
  name: '数字化基础',
  text: '资金与人员投入、网络与信息安全、数据管理、数字技术、装备和系统',
};
const GOVERNANCE: Dimension = { name: '数字化治理', text: '战略规划、组织架构、管理机制与管理水平' };

/** The four first-level areas each variant is assessed on (assessment.md 1; issue 29 §1), each with what it asks about. */
export const ASSESSMENT_DIMENSIONS: Record<EvaluationType, readonly Dimension[]> = {
  '1': [
    FOUNDATION,
    GOVERNANCE,
    { name: '数字化生产', text: '研发设计、生产制造、供应链管理、营销服务等业务环节' },
    { name: '数字化转型成效', text: '设备普及率、能耗、合格率、劳动生产率和利润率' },
  ],
  '2': [
    FOUNDATION,
    GOVERNANCE,
    { name: '数字化经营', text: '营销与客户、服务交付、采购与供应、财务与人力、物流与仓储等经营环节' },
    { name: '数字化转型成效', text: '线上业务占比、客户满意度、人均营业收入和利润率' },
  ],
};

/** For a reader whose variant is unknown: the business area of both variants in one card. */
export const BOTH_VARIANTS_DIMENSIONS: readonly Dimension[] = [
  FOUNDATION,
  GOVERNANCE,
  {
    name: '数字化生产 / 数字化经营',
    text: '工业企业评研发、生产、供应链和营销服务；非工业企业评营销、服务交付、采购、财务人力和物流',
  },
  { name: '数字化转型成效', text: '按行业评价装备、能耗、质量、线上业务、客户满意度和经营效益' },
];

export const DIAGNOSIS_INTRO = {
  title: '企业数字化转型自评估',
  standard: 'T/SXSIA 001-2025《企业数字化转型评估规范》',
  summary:
    '对照团体标准，从数字化基础、数字化治理、数字化生产（非工业企业为数字化经营）和数字化转型成效四个维度，了解企业当前的数字化转型水平，找到短板和下一步的方向。',
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
