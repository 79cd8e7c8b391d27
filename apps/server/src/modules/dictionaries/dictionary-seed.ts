import {
  type DictionaryCode,
  type DictionaryItem,
  EVALUATION_TYPE_NAMES,
  GENERAL_PURPOSE_INDUSTRY,
} from '@dtmm/shared';

/**
 * The service scenarios: one per third-level indicator of the assessment indicator system (assessment.md 9),
 * grouped by first-level indicator: foundation (8), governance (4), production (14, in the order 研发设计,
 * 生产制造, 供应链管理, 营销服务), 数字化经营's own four and effectiveness (8). The 42 indicators have 38
 * scenarios: four 经营 indicators share a production one. A solution names the scenario it serves;
 * recommendations match it to an indicator's `scenario`.
 */
export const THIRD_LEVEL_INDICATORS = [
  // 数字化基础
  '资金投入',
  '人员投入',
  '网络建设',
  '信息安全',
  '数据管理',
  '数字技术',
  '数字化装备',
  '数字化系统',
  // 数字化治理
  '战略',
  '组织',
  '管理机制',
  '管理水平',
  // 数字化生产
  '产品设计',
  '工艺设计',
  '生产计划与调度',
  '生产作业',
  '质量管理',
  '设备管理',
  '安全生产',
  '能源管理',
  '环保管理',
  '仓储管理',
  '采购管理',
  '物流配送',
  '营销管理',
  '售后服务',
  // 数字化经营 (non-industrial companies; its other indicators share the scenarios above: 市场营销 is
  // 营销管理, 客户服务 售后服务, 采购与供应 采购管理, 物流仓储 物流配送)
  '业务运营',
  '服务质量',
  '财务管理',
  '人力资源',
  // 数字化成效
  '数字化生产设备普及率',
  '单位产值综合能耗',
  '产品合格率',
  '全员劳动生产率',
  '销售利润率',
  '线上业务占比',
  '客户满意度',
  '人均营业收入',
] as const;
export type ThirdLevelIndicator = (typeof THIRD_LEVEL_INDICATORS)[number];

/** Items whose value is their label. */
const same = (...labels: string[]): DictionaryItem[] => labels.map((label) => ({ label, value: label }));

/** Reference values of every dictionary code, seeded once into an empty dictionary table. */
/** Every stored dictionary; operation.guide is answered from the published operation guides. */
export const DICTIONARY_SEED: Record<Exclude<DictionaryCode, 'operation.guide'>, DictionaryItem[]> = {
  // 服务行业 (a solution's 应用行业): the industries providers serve, typical of Shanxi's industrial
  // structure and its services (商贸流通 wholesale and retail, 建筑施工 construction); 通用 fits every
  // industry and 制造业 every manufacturer (recommendations, assessment-report.md).
  'service.serviceTarget': same(
    GENERAL_PURPOSE_INDUSTRY,
    '制造业',
    '煤炭',
    '焦化',
    '冶金',
    '装备制造',
    '化工',
    '新材料',
    '电力能源',
    '食品医药',
    '建材',
    '纺织轻工',
    '电子信息',
    '节能环保',
    '现代物流',
    '商贸流通',
    '建筑施工',
    '文化旅游',
    '现代农业',
  ),

  // 服务商类别
  'company.service.type': [
    { label: '咨询规划类', value: '1' },
    { label: '系统集成类', value: '2' },
    { label: '软件产品类', value: '3' },
    { label: '工业互联网平台类', value: '4' },
    { label: '数据服务类', value: '5' },
    { label: '智能装备类', value: '6' },
    { label: '网络安全类', value: '7' },
    { label: '培训服务类', value: '8' },
  ],

  // 服务场景: exactly the third-level indicators.
  'company.service.category': same(...THIRD_LEVEL_INDICATORS),

  // 企业规模 (从业人员)
  'company.scale': [
    { label: '20人以下', value: '1' },
    { label: '20-99人', value: '2' },
    { label: '100-299人', value: '3' },
    { label: '300-999人', value: '4' },
    { label: '1000-2999人', value: '5' },
    { label: '3000人及以上', value: '6' },
  ],

  // 营业收入范围 (上一年度)
  'company.income': [
    { label: '300万元以下', value: '1' },
    { label: '300万-2000万元', value: '2' },
    { label: '2000万-1亿元', value: '3' },
    { label: '1亿-4亿元', value: '4' },
    { label: '4亿-10亿元', value: '5' },
    { label: '10亿-50亿元', value: '6' },
    { label: '50亿元及以上', value: '7' },
  ],

  // 企业类型
  'company.type': [
    { label: '国有企业', value: '1' },
    { label: '国有控股企业', value: '2' },
    { label: '民营企业', value: '3' },
    { label: '混合所有制企业', value: '4' },
    { label: '外商投资企业', value: '5' },
    { label: '港澳台投资企业', value: '6' },
    { label: '集体企业', value: '7' },
    { label: '其他', value: '8' },
  ],

  // 所属行业: the 20 门类 of GB/T 4754-2017.
  'company.industry': [
    { label: '农、林、牧、渔业', value: 'A' },
    { label: '采矿业', value: 'B' },
    { label: '制造业', value: 'C' },
    { label: '电力、热力、燃气及水生产和供应业', value: 'D' },
    { label: '建筑业', value: 'E' },
    { label: '批发和零售业', value: 'F' },
    { label: '交通运输、仓储和邮政业', value: 'G' },
    { label: '住宿和餐饮业', value: 'H' },
    { label: '信息传输、软件和信息技术服务业', value: 'I' },
    { label: '金融业', value: 'J' },
    { label: '房地产业', value: 'K' },
    { label: '租赁和商务服务业', value: 'L' },
    { label: '科学研究和技术服务业', value: 'M' },
    { label: '水利、环境和公共设施管理业', value: 'N' },
    { label: '居民服务、修理和其他服务业', value: 'O' },
    { label: '教育', value: 'P' },
    { label: '卫生和社会工作', value: 'Q' },
    { label: '文化、体育和娱乐业', value: 'R' },
    { label: '公共管理、社会保障和社会组织', value: 'S' },
    { label: '国际组织', value: 'T' },
  ],

  // 评估类型
  // Which variant a report was assessed on (issue 29 §1): 门类 B, C, D are industry; the rest are not.
  'report.evaluationType': [
    { label: EVALUATION_TYPE_NAMES['1'], value: '1' },
    { label: EVALUATION_TYPE_NAMES['2'], value: '2' },
  ],

  // 评估等级
  'report.ratingLevel': [
    { label: '初步建设', value: '1' },
    { label: '场景应用', value: '2' },
    { label: '系统集成', value: '3' },
    { label: '协同优化', value: '4' },
    { label: '智能引领', value: '5' },
  ],

  // 服务类型 (assessment answer types 0 diagnosis, 1 DCMM, 2 551)
  'service.type': [
    { label: '数字化转型诊断服务', value: '0' },
    { label: 'DCMM数据管理能力成熟度评估', value: '1' },
    { label: '“1”企业数字化转型专题', value: '2' },
  ],

  // 服务区域: the whole province, then its 11 prefecture-level cities (GB/T 2260 codes).
  'service.serviceArea': [
    { label: '全省', value: '14' },
    { label: '太原市', value: '1401' },
    { label: '大同市', value: '1402' },
    { label: '阳泉市', value: '1403' },
    { label: '长治市', value: '1404' },
    { label: '晋城市', value: '1405' },
    { label: '朔州市', value: '1406' },
    { label: '晋中市', value: '1407' },
    { label: '运城市', value: '1408' },
    { label: '忻州市', value: '1409' },
    { label: '临汾市', value: '1410' },
    { label: '吕梁市', value: '1411' },
  ],

  // 服务状态
  'service.status': [
    { label: '待服务', value: '0' },
    { label: '服务中', value: '1' },
    { label: '已完成', value: '2' },
  ],

  // 评估平台类型
  'dtmm.assessment.type': [
    { label: '数字化转型诊断服务平台', value: 'zdservice' },
    { label: 'DCMM数据管理能力成熟度评估', value: 'dcmm' },
  ],

  // 标准类型
  'dtmm.standard.type': [
    { label: '国家标准', value: 'national' },
    { label: '团体标准', value: 'group' },
    { label: '行业标准', value: 'industry' },
    { label: '地方标准', value: 'local' },
  ],

  // 标准状态
  'dtmm.standard.status': same('预研', '已立项', '正在起草', '即将实施', '现行'),

  // 标准性质
  'dtmm.standard.nature': same('强制性', '推荐性', '指导性技术文件'),

  // 资讯类别; the client leaves the 551 entry out of the category tabs.
  'dtmm.news.category': [...same('政策资讯', '行业资讯', '通知公告'), { label: '“1”企业数字化转型专题', value: '551' }],
};
