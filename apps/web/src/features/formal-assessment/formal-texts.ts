/**
 * The formal application pages' own words. The spec's validation and server texts come from
 * '@dtmm/shared' (FORMAL_MESSAGES); these are the hints and notes around them.
 */
export const FORMAL_TEXTS = {
  formTitle: '正式评估申请',
  firstCountHint: '首次申请',
  repeatCountHint: '非首次申请，请填写本次为第几次评估',
  lowestLevelHint: (level: string) => `不能低于自评等级（${level}）`,
  remarkPlaceholder: '请简要说明申请正式评估的目的、企业数字化建设现状及希望评估关注的重点',
  openApplication: '您已有一份该类型的正式评估申请正在处理中，处理完成后才能再次申请。',
  viewOpen: '查看申请进度',
  summaryTitle: '自评估结果',
  summaryHint: '申请将附上企业最近一次完成的自评估结果，供评估专家参考。',
  noSelfAssessment: '贵企业还没有完成该类型的自评估。建议先完成自评估，评估专家可据此更有针对性地开展现场评估。',
  startSelfAssessment: '去自评估',
  viewResult: '查看自评结果',
  weakIndicators: '待提升指标',
  noWeakIndicators: '无',
  evidenceTitle: '佐证材料',
  evidenceHint:
    '可为各项指标上传佐证材料（jpg/png 图片不超过 5MB，pdf 文件不超过 20MB，每项最多 5 个），评估专家将在现场评估前查阅。',
  evidenceFormat: '佐证材料只支持 jpg、png 图片或 pdf 文件！',
  addIndicator: '添加其他指标',
  weakTag: '待提升',
  upload: '上传材料',
  removeIndicator: '移除该指标',
  submit: '提交申请',
  uploading: '材料上传中，请稍候再提交',
  chooseType: '申请正式评估',
  emptyList: '暂无正式评估申请',
  modalTitle: '解决方案',
  companySection: '企业信息',
  applicationSection: '申请信息',
  evidenceSection: '佐证材料',
  noEvidence: '未上传佐证材料',
} as const;
