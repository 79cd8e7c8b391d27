import type { DcmmCapabilityArea, DcmmQuestion } from '@dtmm/shared';

/**
 * Version 1 of the DCMM questionnaire (assessment.md 2–4), seeded at start-up as the published
 * version: 15 company items covering 17 topics (系统集成 shares item 15 with 财务业务一体化, 数据应用
 * shares item 13 with 供应链数据共享), and the self-check over the 8 capability areas of GB/T
 * 36073-2018. Items 1–3 gate both parties and item 4 the data service party (B): a D there keeps
 * the company at level 1. checkDcmmQuestionnaire states what a version must satisfy.
 */

const ALL_PARTIES: DcmmQuestion['gateFor'] = ['A', 'B'];

type ItemText = Pick<DcmmQuestion, 'id' | 'itemNumber' | 'name' | 'questionDesc'> & {
  gateFor?: DcmmQuestion['gateFor'];
};

/** An item with options A, B, … in the order given; not a gate unless `gateFor` says for whom. */
const item = (
  questionType: DcmmQuestion['questionType'],
  { gateFor = [], ...text }: ItemText,
  labels: string[],
): DcmmQuestion => ({
  ...text,
  questionType,
  options: labels.map((label, i) => ({ value: String.fromCharCode(65 + i), label })),
  gateFor,
});
const radio = (text: ItemText, labels: string[]) => item('1', text, labels);
const checkbox = (text: ItemText, labels: string[]) => item('2', text, labels);

export const DCMM_QUESTIONS_V1: DcmmQuestion[] = [
  radio(
    {
      id: 'D01',
      itemNumber: 1,
      name: '企业成立时间',
      questionDesc: '按营业执照上的成立日期算到填报当天，分公司按总公司的成立日期计算。',
      gateFor: ALL_PARTIES,
    },
    ['3年及以上', '2年及以上，不足3年', '1年及以上，不足2年', '不足1年'],
  ),
  radio(
    {
      id: 'D02',
      itemNumber: 2,
      name: '企业缴纳社保的人数',
      questionDesc: '按上一年度12月企业为员工实际缴纳社会保险的人数计算，劳务派遣和外包人员不计入。',
      gateFor: ALL_PARTIES,
    },
    ['1000人及以上', '100人及以上', '50人及以上', '不足50人'],
  ),
  radio(
    {
      id: 'D03',
      itemNumber: 3,
      name: '企业上一年度营业收入',
      questionDesc: '以上一年度财务报表（或纳税申报表）中的营业收入为准，集团企业只填本法人单位的数据。',
      gateFor: ALL_PARTIES,
    },
    ['5000万元及以上', '1000万元及以上', '500万元及以上', '不足500万元'],
  ),
  radio(
    {
      id: 'D04',
      itemNumber: 4,
      name: '企业是否制定了数字化或数据管理规划',
      questionDesc: '规划指以正式文件写明目标、任务和时间安排的计划，只有口头设想或会议讨论的不算。',
      gateFor: ['B'],
    },
    [
      '制定了数据管理专项规划，经管理层批准后正在实施',
      '在数字化（信息化）总体规划中写入了数据管理的内容',
      '规划正在编制中，尚未发布',
      '没有规划',
    ],
  ),
  radio(
    {
      id: 'D05',
      itemNumber: 5,
      name: '企业由哪个部门负责数据管理工作',
      questionDesc: '看是否有正式文件（如部门职责、岗位说明书）写明由哪个部门对数据管理负责，兼管也算。',
    },
    [
      '设立了专门的数据管理部门（如数据管理中心、数字化部）',
      '由信息化部门牵头，各业务部门配合',
      '各业务部门各自管理本部门的数据，没有牵头部门',
      '没有明确负责数据管理的部门',
    ],
  ),
  radio(
    {
      id: 'D06',
      itemNumber: 6,
      name: '企业从事数据工作的人员数量',
      questionDesc: '包括数据管理、数据分析、数据库和系统运维等岗位，兼职人员按实际承担数据工作的人数计算。',
    },
    ['10人及以上', '5～9人', '1～4人', '没有专门或兼职人员'],
  ),
  radio(
    {
      id: 'D07',
      itemNumber: 7,
      name: '企业业务系统中保存的结构化数据总量',
      questionDesc:
        '结构化数据指存放在数据库里的表格类数据（如订单、库存、凭证），可请信息化人员查询各系统数据库容量后相加。',
    },
    ['1TB及以上', '100GB及以上，不足1TB', '10GB及以上，不足100GB', '不足10GB或无法统计'],
  ),
  checkbox(
    {
      id: 'D08',
      itemNumber: 8,
      name: '企业已发布并执行的数据管理制度',
      questionDesc: '只勾选以正式文件发布、并在日常工作中执行的制度，草稿或仅在个别项目中使用的不计入。',
    },
    [
      '数据管理办法（总体制度）',
      '数据标准或数据字典',
      '数据质量检查与考核规定',
      '数据安全与访问权限管理规定',
      '数据共享与使用审批流程',
      '暂无',
    ],
  ),
  checkbox(
    {
      id: 'D09',
      itemNumber: 9,
      name: '企业数据已覆盖的业务环节',
      questionDesc: '只勾选已用信息系统日常记录数据的环节，纸质台账或临时汇总的电子表格不计入。',
    },
    ['研发设计', '采购管理', '生产制造', '仓储物流', '销售与客户服务', '财务管理', '人力资源', '以上均未实现'],
  ),
  checkbox(
    {
      id: 'D10',
      itemNumber: 10,
      name: '企业已部署的信息系统',
      questionDesc: '勾选已上线并在日常使用的系统，以云服务（SaaS）方式租用的也算。',
    },
    [
      '企业资源计划（ERP）',
      '制造执行系统（MES）',
      '客户关系管理（CRM）',
      '供应链或采购管理系统（SCM/SRM）',
      '产品生命周期管理（PLM）',
      '协同办公（OA）',
      '数据仓库或数据中台',
      '暂无',
    ],
  ),
  radio(
    {
      id: 'D11',
      itemNumber: 11,
      name: '物料、客户、供应商等主数据是否统一编码',
      questionDesc:
        '主数据指物料、产品、客户、供应商、员工等多个部门共同使用的基础数据，看同一对象在各系统中是否用同一个编码。',
    },
    [
      '全企业统一编码，由专门系统集中维护和下发',
      '主要业务系统之间编码一致，靠人工同步维护',
      '部分部门有自己的编码规则，各系统编码不一致',
      '没有统一编码',
    ],
  ),
  checkbox(
    {
      id: 'D12',
      itemNumber: 12,
      name: '企业数据的采集方式',
      questionDesc: '勾选目前实际使用的采集方式，同一数据有多种来源的都可勾选。',
    },
    [
      '人工在业务系统中录入，或填写电子表格后导入',
      '设备传感器、自动化控制系统自动采集',
      '条码、二维码或RFID扫描',
      '通过接口从外部平台导入（如电商平台、银行、税务）',
      '手机App或小程序现场填报',
      '向第三方购买或交换数据',
    ],
  ),
  checkbox(
    {
      id: 'D13',
      itemNumber: 13,
      name: '企业已开展的数据应用（含与上下游的数据共享）',
      questionDesc: '勾选已经常态化运行的应用，一次性的分析报告不计入，与供应商、客户之间的数据共享也在本题勾选。',
    },
    [
      '经营报表由系统自动生成',
      '管理驾驶舱或可视化看板',
      '用生产、质量数据分析改进工艺',
      '销售预测或库存优化',
      '客户画像与精准营销',
      '与供应商共享需求计划、库存或质检数据',
      '与客户共享订单进度、物流或售后数据',
      '以上均未实现',
    ],
  ),
  checkbox(
    {
      id: 'D14',
      itemNumber: 14,
      name: '企业已部署的数据安全软件或服务',
      questionDesc: '勾选已安装并在使用的软件、设备或购买的安全服务，单纯的制度要求不计入。',
    },
    [
      '防火墙或入侵防御系统',
      '终端杀毒与主机安全软件',
      '数据备份与恢复系统',
      '数据库审计或访问控制系统',
      '数据加密或数据防泄漏（DLP）系统',
      '堡垒机（运维安全审计）',
      '暂无',
    ],
  ),
  checkbox(
    {
      id: 'D15',
      itemNumber: 15,
      name: '企业信息系统之间的集成情况（含财务业务一体化）',
      questionDesc: '集成指系统之间自动传递数据，不再需要人工导出导入或重复录入。',
    },
    [
      '财务与采购、销售等业务系统一体化，业务单据自动生成会计凭证',
      'ERP与MES等生产系统数据自动对接',
      '研发设计（PLM/CAD）与生产系统数据自动对接',
      '通过集成平台或数据中台统一交换数据',
      '以上均未实现',
    ],
  ),
];

const statements = (...texts: [string, string, string, string, string]) =>
  texts.map((text, i) => ({ level: i + 1, text }));

export const DCMM_CAPABILITY_AREAS_V1: DcmmCapabilityArea[] = [
  {
    id: 'C1',
    name: '数据战略',
    description: '企业对数据工作的总体安排：目标、实施路线、资源投入和效果评估。',
    statements: statements(
      '没有成文的数据工作目标，数据工作随项目需要临时开展。',
      '部分部门提出了本部门的数据管理目标，但全企业没有统一规划。',
      '制定了经管理层批准的数据战略，目标和任务分解到各部门并配套预算。',
      '用量化指标跟踪数据战略的执行进度和投入产出，定期评估后调整。',
      '数据战略与经营战略融为一体并持续优化，做法被同行借鉴。',
    ),
  },
  {
    id: 'C2',
    name: '数据治理',
    description: '谁来管数据：负责的组织和岗位、管理制度，以及部门之间的沟通协调机制。',
    statements: statements(
      '数据问题出现后临时找人协调，没有负责的部门和岗位。',
      '有牵头部门或专人负责数据管理，部分业务领域有管理制度。',
      '建立了跨部门的数据治理组织（如数据管理委员会），制度覆盖全企业并定期检查执行。',
      '数据治理工作有考核指标，各部门的数据工作按指标评价并纳入绩效。',
      '治理机制能随业务变化主动调整，治理经验在行业内推广。',
    ),
  },
  {
    id: 'C3',
    name: '数据架构',
    description: '数据放在哪里、怎样流动：数据模型、数据分布、数据集成与共享和元数据管理。',
    statements: statements(
      '各系统独立建设，数据模型和存放位置没有人统一梳理。',
      '梳理了核心系统的数据模型和数据流向，部分系统之间通过接口对接。',
      '建立了企业级数据模型和元数据管理，各系统通过统一平台集成与共享数据。',
      '对数据模型变更、接口调用量和数据流转时效进行量化监控和分析。',
      '数据架构能快速支撑新业务上线，并参与行业数据模型或交换标准的制定。',
    ),
  },
  {
    id: 'C4',
    name: '数据应用',
    description: '用数据解决业务问题：数据分析、数据开放共享和对内对外的数据服务。',
    statements: statements(
      '数据分析主要靠人工汇总报表，需要时临时制作。',
      '部分部门使用系统报表和分析工具，支撑本部门的日常管理。',
      '建立了全企业统一的分析平台和指标体系，数据服务支撑经营决策与跨部门协同。',
      '对数据应用的使用频次、效果和收益进行量化评估，据此安排应用建设的先后。',
      '数据成为新产品、新服务的来源，对外提供数据服务并带来收入。',
    ),
  },
  {
    id: 'C5',
    name: '数据安全',
    description: '保护数据不泄露、不被篡改、不丢失：安全策略、安全管理和安全审计。',
    statements: statements(
      '数据安全主要靠个人自觉，没有成文的安全要求。',
      '制定了数据安全管理规定，重要系统设置了账号权限和定期备份。',
      '对数据分类分级，按级别统一实施访问控制、加密、备份和安全审计。',
      '对安全事件、违规访问和风险处置时效进行量化统计并定期通报。',
      '能主动发现和预判数据安全风险并持续改进，防护水平在行业内领先。',
    ),
  },
  {
    id: 'C6',
    name: '数据质量',
    description: '数据是否准确、完整、及时：质量要求、质量检查、问题分析和质量提升。',
    statements: statements(
      '数据错误多在使用时才发现，由使用人自行更正。',
      '关键业务数据有明确的质量要求，部分系统设置了录入校验。',
      '建立了全企业的数据质量检查规则和问题处理流程，定期发布质量报告。',
      '用准确率、完整率、及时率等指标度量数据质量，并与部门考核挂钩。',
      '质量问题能从数据产生的源头预防，质量管理方法持续优化并被同行参考。',
    ),
  },
  {
    id: 'C7',
    name: '数据标准',
    description: '数据的统一“说法”：业务术语、主数据和参考数据、数据元和指标口径。',
    statements: statements(
      '没有统一的数据标准，同一数据在不同部门叫法和口径不一致。',
      '部分业务领域制定了编码规则或数据字典，但未在全企业推行。',
      '建立了覆盖主数据、指标口径和业务术语的企业数据标准，新系统建设必须遵循。',
      '定期量化检查数据标准的覆盖率和执行符合率，并通报结果。',
      '参与制定国家、行业或团体数据标准，企业标准持续更新优化。',
    ),
  },
  {
    id: 'C8',
    name: '数据生存周期',
    description: '数据从提出需求、设计开发、运行维护到归档销毁的全过程管理。',
    statements: statements(
      '数据的产生、保存和删除没有安排，历史数据留不留随意决定。',
      '部分系统对数据需求、存储和备份作了规定，历史数据按需归档。',
      '数据需求、设计、运维、归档和销毁有全企业统一的流程并照此执行。',
      '量化分析数据存储成本、归档及时性和使用情况，据此调整保存策略。',
      '数据全生命周期管理实现自动化并持续优化，形成行业可借鉴的做法。',
    ),
  },
];

export const DCMM_QUESTIONNAIRE_V1 = {
  version: 1,
  questions: DCMM_QUESTIONS_V1,
  capabilityAreas: DCMM_CAPABILITY_AREAS_V1,
};
