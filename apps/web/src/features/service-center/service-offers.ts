/** The three cards of the service centre (assessment.md 2, Service centre). */
export interface AssessmentOffer {
  key: 'diagnosis' | 'dcmm';
  title: string;
  subtitle: string;
  description: string;
  highlights: readonly string[];
  /** Leads the highlights with 在线答题 and its answer time from the published bank (issue 29 §2). */
  isAnswerTimed: boolean;
  /** Self-assessment entry. */
  selfAssessmentTo: string;
  /** Offline (formal, on-site) assessment application. */
  offlineApplicationTo: string;
}

export const ASSESSMENT_OFFERS: readonly AssessmentOffer[] = [
  {
    key: 'diagnosis',
    title: '数字化转型水平评估',
    subtitle: '摸清现状 · 找准短板 · 明确路径',
    description:
      '围绕数字化基础、数字化治理、数字化生产和数字化转型成效四个维度，在线完成自评估并获取评估报告；也可申请专家现场开展正式评估。',
    highlights: ['即时生成评估报告', '支持申请专家现场评估'],
    isAnswerTimed: true,
    selfAssessmentTo: '/severcenter/evaluation?name=diagnosis_service',
    offlineApplicationTo: '/user/formalAssessmentForm?type=zdservice',
  },
  {
    key: 'dcmm',
    title: 'DCMM评估',
    subtitle: '数据管理能力成熟度评估（GB/T 36073）',
    description:
      '从数据战略、数据治理、数据架构、数据应用、数据安全、数据质量、数据标准和数据生存周期八个能力域，评估企业的数据管理能力成熟度等级。',
    highlights: ['对标国家标准 GB/T 36073', '覆盖八大能力域', '支持申请线下正式评估'],
    isAnswerTimed: false,
    selfAssessmentTo: '/severcenter/evaluation?name=dcmm',
    offlineApplicationTo: '/user/formalAssessmentForm?type=dcmm',
  },
];

export const CONSULTING_OFFER = {
  title: '集成管理咨询',
  subtitle: '两化融合 · 集成管理体系',
  description: '面向两化融合管理体系和集成管理体系建设，提供现状诊断、体系策划与贯标辅导等咨询服务。',
  notOpenText: '暂未开放！',
} as const;
