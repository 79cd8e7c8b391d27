import type { CompanyProfile } from './company-profile.types';

/**
 * Written profiles of industrial companies (GB/T 4754 门类 B, C, D: variant '1', with 数字化生产). Each
 * was written as an assessor's note after a visit, verdict included, before any model scored it
 * (docs/assessment-validation.md). Indicators: T01–T08 基础, T09–T12 治理, T13–T26 生产.
 */

const COKING = { category: 'C', division: '25', name: '石油、煤炭及其他燃料加工业' };
const FOOD = { category: 'C', division: '14', name: '食品制造业' };
const STEEL = { category: 'C', division: '31', name: '黑色金属冶炼和压延加工业' };
const NON_METALLIC = { category: 'C', division: '30', name: '非金属矿物制品业' };
const CHEMICALS = { category: 'C', division: '26', name: '化学原料和化学制品制造业' };
const PHARMA = { category: 'C', division: '27', name: '医药制造业' };
const GENERAL_MACHINERY = { category: 'C', division: '34', name: '通用设备制造业' };
const SPECIAL_MACHINERY = { category: 'C', division: '35', name: '专用设备制造业' };
const AUTO = { category: 'C', division: '36', name: '汽车制造业' };
const ELECTRICAL = { category: 'C', division: '38', name: '电气机械和器材制造业' };
const METAL_PRODUCTS = { category: 'C', division: '33', name: '金属制品业' };
const COAL_MINING = { category: 'B', division: '06', name: '煤炭开采和洗选业' };
const POWER = { category: 'D', division: '44', name: '电力、热力生产和供应业' };

/** Mines, power and utility companies design no products and sell through no marketing department. */
const CROP_NON_MAKER = ['T13', 'T25', 'T26'];
/** A workshop that machines to customers' drawings: no design, stock, deliveries, sales or service of its own. */
const CROP_JOB_SHOP = ['T13', 'T14', 'T22', 'T24', 'T25', 'T26'];

export const INDUSTRY_PROFILES: CompanyProfile[] = [
  // 焦化: levels 1–4
  {
    key: 'coking-l1',
    name: '孝义市金晖焦化有限公司',
    industry: COKING,
    staff: 420,
    description:
      '年产焦炭60万吨的独立焦化厂，财务、门卫称重和化验室用上了软件，焦炉加热仍靠人工测温调火。数据散在各科室电子表格里，无人统一管理；生产计划由调度员每天手工排，设备点检用纸质记录本。',
    cropped: ['T13'],
    practices: { all: '1+', T05: '1', T15: '1', T18: '1' },
    results: {
      T27: '20%（含）–40%',
      T28: '1.5（含）–3.0吨标准煤/万元',
      T29: '95%（含）–98%',
      T30: '40（含）–70万元/人',
      T31: '0（含）–3%',
    },
    verdict: {
      level: 1,
      variant: '1',
      weak: ['T05', 'T15', 'T18'],
      reason: '一级基础齐全，多数领域已有部门级软件；数据管理、计划排程、设备管理三项还没有任何二级做法，挡住了二级。',
    },
  },
  {
    key: 'coking-l2',
    name: '灵石县恒泰焦化有限责任公司',
    industry: COKING,
    staff: 680,
    description:
      '焦化厂已上线生产管理系统和能源计量系统，化产回收车间有DCS集中控制，各部门系统各自运行。质量检验仍在化验室手工填单后录入，未做统计分析；除财务软件外没有用到云服务、物联网等数字技术。',
    cropped: ['T13'],
    practices: { all: '2+', T06: '2', T17: '2', T09: '3' },
    results: {
      T27: '40%（含）–60%',
      T28: '0.8（含）–1.5吨标准煤/万元',
      T29: '98%（含）–99.5%',
      T30: '40（含）–70万元/人',
      T31: '3%（含）–6%',
    },
    verdict: {
      level: 2,
      variant: '1',
      weak: ['T06', 'T17'],
      reason: '部门级应用普遍，多数指标已迈入系统集成；数字技术和质量管理尚无三级做法，是升到三级的短板。',
    },
  },
  {
    key: 'coking-l3',
    name: '介休市汾兴焦化有限公司',
    industry: COKING,
    staff: 860,
    description:
      '焦化厂建成一体化生产经营平台，订单、生产、质检、财务数据打通，安全生产实现人员定位和重大危险源在线监测。但各系统数据标准不统一，无主数据管理；能源数据只做月度统计，未与生产负荷联动优化。',
    practices: { all: '3+', T05: '3', T20: '3', T19: '4' },
    results: {
      T27: '60%（含）–80%',
      T28: '0.8（含）–1.5吨标准煤/万元',
      T29: '98%（含）–99.5%',
      T30: '70（含）–100万元/人',
      T31: '3%（含）–6%',
    },
    verdict: {
      level: 3,
      variant: '1',
      weak: ['T05', 'T20'],
      reason: '系统集成到位，多数指标已有协同优化做法；数据管理和能源管理停在三级，没有任何四级做法，挡住四级。',
    },
  },
  {
    key: 'coking-group-l4',
    name: '山西晋焦能源集团有限公司',
    industry: COKING,
    staff: 5200,
    description:
      '焦化集团下辖三家焦化厂和一家甲醇厂，集团统一建设工业互联网平台，焦炉智能加热、配煤优化模型已上线，与主要钢厂客户实现订单和质量数据对接。集团层面的经营分析仍以月报为主，物流配送未与客户协同调度。',
    group: true,
    practices: { all: '4+', T12: '4', T24: '4', T20: '5' },
    results: {
      T27: '80%及以上',
      T28: '0.4（含）–0.8吨标准煤/万元',
      T29: '99.5%及以上',
      T30: '100万元/人及以上',
      T31: '6%（含）–10%',
    },
    verdict: {
      level: 4,
      variant: '1',
      weak: ['T12', 'T24'],
      reason: '产业链协同和数据驱动优化已成体系，能源管理达到智能引领；管理水平和物流配送没有任何五级做法，挡住五级。',
    },
  },

  // 食品、酒
  {
    key: 'food-l1',
    name: '运城市晋味源食品有限公司',
    industry: FOOD,
    staff: 220,
    description:
      '生产面食和速冻食品，有进销存和财务软件，仓库已用扫码出入库。包装线仍为半自动设备，没有联网；生产作业靠班组长口头安排，质检记录在纸质台账上，出了问题要翻本子追溯。',
    practices: { all: '1+', T07: '1', T16: '1', T17: '1' },
    results: {
      T27: '低于20%',
      T28: '0.08（含）–0.15吨标准煤/万元',
      T29: '95%（含）–98%',
      T30: '10（含）–20万元/人',
      T31: '3%（含）–6%',
    },
    verdict: {
      level: 1,
      variant: '1',
      weak: ['T07', 'T16', 'T17'],
      reason:
        '一级齐全，多数领域已有部门级应用；数字化装备、生产作业和质量管理还没有任何二级做法，是升二级最先要补的。',
    },
  },
  {
    key: 'flour-l0',
    name: '定襄县丰禾面粉加工厂',
    industry: { category: 'C', division: '13', name: '农副食品加工业' },
    staff: 35,
    description:
      '小型面粉加工厂，老板用手机记账、会计代账用财务软件，磨粉机有电子计量。电脑共用一个账号、不做备份；没有任何数字化的打算或分工，也没有人管电子数据，文件都在各人电脑里。',
    cropped: ['T13', 'T26'],
    practices: { all: '1', T04: '0', T05: '0', T09: '0', T10: '0' },
    results: {
      T27: '低于20%',
      T28: '0.04（含）–0.08吨标准煤/万元',
      T29: '95%（含）–98%',
      T30: '20（含）–30万元/人',
      T31: '0（含）–3%',
    },
    verdict: {
      level: 0,
      variant: '1',
      weak: ['T04', 'T05', 'T09', 'T10'],
      reason: '信息安全、数据管理、战略规划和组织架构四项连一级做法都没有，未达一级；其余一级做法已具备。',
    },
  },
  {
    key: 'liquor-l2',
    name: '汾阳市杏花香酒业有限公司',
    industry: { category: 'C', division: '15', name: '酒、饮料和精制茶制造业' },
    staff: 1500,
    description:
      '白酒企业，灌装线自动化程度高，营销上了经销商管理系统和防伪溯源码，财务、仓储系统已经互通。酿造工艺靠老师傅经验，无工艺参数记录系统；锅炉能耗只有总表，废水在线监测数据不进企业系统。',
    practices: { all: '2+', T14: '2', T20: '2', T21: '2', T25: '3' },
    results: {
      T27: '40%（含）–60%',
      T28: '0.04（含）–0.08吨标准煤/万元',
      T29: '99.5%及以上',
      T30: '45万元/人及以上',
      T31: '10%及以上',
    },
    verdict: {
      level: 2,
      variant: '1',
      weak: ['T14', 'T20', 'T21'],
      reason: '营销已达系统集成，多数指标有三级做法；工艺设计、能源管理、环保管理没有三级做法，升三级先补这三项。',
    },
  },
  {
    key: 'dairy-l3',
    name: '大同市塞上乳业有限公司',
    industry: FOOD,
    staff: 640,
    description:
      '乳制品企业，牧场收奶、生产、质检、销售数据已在一个平台贯通，产品可按批次追溯到奶源。配送靠第三方冷链车队，车辆温度和到货数据不回传企业，无法与订单协同调度。',
    practices: { all: '3+', T24: '3', T17: '4' },
    results: {
      T27: '60%（含）–80%',
      T28: '0.04（含）–0.08吨标准煤/万元',
      T29: '99.5%及以上',
      T30: '30（含）–45万元/人',
      T31: '3%（含）–6%',
    },
    verdict: {
      level: 3,
      variant: '1',
      weak: ['T24'],
      reason: '集成到位，质量追溯已做到协同优化；物流配送完全没有四级做法，是唯一挡住四级的指标。',
    },
  },

  // 钢铁、有色
  {
    key: 'steel-l2',
    name: '长治市潞钢特钢有限公司',
    industry: STEEL,
    staff: 3200,
    description:
      '特钢企业，炼钢、轧钢各有MES，安全和能源有在线监测并已接入集控中心。但没有统一的数据标准和数据目录，各系统口径不一；原料和成品库仍按部门各记各的账，未与生产系统联通。',
    practices: { all: '2+', T05: '2', T22: '2', T19: '3', T20: '3' },
    results: {
      T27: '60%（含）–80%',
      T28: '0.8（含）–1.5吨标准煤/万元',
      T29: '98%（含）–99.5%',
      T30: '100万元/人及以上',
      T31: '0（含）–3%',
    },
    verdict: {
      level: 2,
      variant: '1',
      weak: ['T05', 'T22'],
      reason: '安全和能源已系统集成，多数指标部分做到三级；数据管理、仓储管理没有三级做法，挡住三级。',
    },
  },
  {
    key: 'steel-l3',
    name: '临汾市尧都钢铁有限公司',
    industry: STEEL,
    staff: 2600,
    description:
      '钢铁企业，生产、设备、质量、能源系统集成较好，部分产线已做数据驱动的工艺优化。数字化工作由信息中心自发推动，没有写进企业战略，也没有跨部门的数字化组织和考核机制。',
    practices: { all: '3+', T09: '3', T10: '3', T11: '3' },
    results: {
      T27: '60%（含）–80%',
      T28: '0.8（含）–1.5吨标准煤/万元',
      T29: '98%（含）–99.5%',
      T30: '70（含）–100万元/人',
      T31: '0（含）–3%',
    },
    verdict: {
      level: 3,
      variant: '1',
      weak: ['T09', 'T10', 'T11'],
      reason: '生产和基础已有协同优化做法；治理落后：战略规划、组织架构、管理机制没有四级做法，挡住四级。',
    },
  },
  {
    key: 'steel-group-l4',
    name: '山西太岳钢铁集团有限公司',
    industry: STEEL,
    staff: 12000,
    group: true,
    description:
      '钢铁集团，建成集团级工业互联网平台和大数据中心，铁钢轧一体化排产、设备预测性维护已运行。新产品开发仍以试验炉试制为主，没有仿真设计平台；售后质量异议处理靠人工对接，没有与客户系统协同。',
    practices: { all: '4+', T13: '4', T26: '4' },
    results: {
      T27: '80%及以上',
      T28: '0.4（含）–0.8吨标准煤/万元',
      T29: '99.5%及以上',
      T30: '100万元/人及以上',
      T31: '3%（含）–6%',
    },
    verdict: {
      level: 4,
      variant: '1',
      weak: ['T13', 'T26'],
      reason: '多数指标已有智能化做法；产品设计和售后服务没有任何五级做法，挡住五级。',
    },
  },
  {
    key: 'aluminium-l3',
    name: '吕梁市华晋铝业有限公司',
    industry: { category: 'C', division: '32', name: '有色金属冶炼和压延加工业' },
    staff: 1400,
    description:
      '电解铝企业，槽控系统、能源管控中心和ERP已集成，生产数据实时进入平台。设备维修仍按计划检修，没有状态监测和预测；环保数据虽在线监测，但只用于上报，没有与生产调整联动。',
    practices: { all: '3+', T18: '3', T21: '3' },
    results: {
      T27: '60%（含）–80%',
      T28: '3.0吨标准煤/万元及以上',
      T29: '99.5%及以上',
      T30: '100万元/人及以上',
      T31: '3%（含）–6%',
    },
    verdict: {
      level: 3,
      variant: '1',
      weak: ['T18', 'T21'],
      reason: '集成完成、多数领域已在协同优化；设备管理和环保管理没有四级做法，挡住四级。',
    },
  },

  // 建材
  {
    key: 'cement-l1',
    name: '阳泉市冀晋水泥有限公司',
    industry: NON_METALLIC,
    staff: 380,
    description:
      '水泥厂，中控室有DCS，财务和销售发货用软件，化验室有电子记录。没有用到任何新的数字技术；各部门软件各自为政，发货、财务数据靠导表对账；管理水平停留在经验管理，没有用数据考核。',
    practices: { all: '1+', T06: '1', T08: '1', T12: '1' },
    results: {
      T27: '40%（含）–60%',
      T28: '1.5（含）–3.0吨标准煤/万元',
      T29: '98%（含）–99.5%',
      T30: '40（含）–70万元/人',
      T31: '0（含）–3%',
    },
    verdict: {
      level: 1,
      variant: '1',
      weak: ['T06', 'T08', 'T12'],
      reason: '一级齐全；数字技术、数字化系统和管理水平没有二级做法，挡住二级。',
    },
  },
  {
    key: 'cement-l3',
    name: '晋城市太行建材有限公司',
    industry: NON_METALLIC,
    staff: 900,
    description:
      '水泥和商砼企业，生产、质量、能源、销售物流系统已集成，窑况数据用于优化配料。但数字化投入没有年度专项和效益核算，专职数字化人员只有两人，做不了数据分析和建模。',
    practices: { all: '3+', T01: '3', T02: '3' },
    results: {
      T27: '60%（含）–80%',
      T28: '0.8（含）–1.5吨标准煤/万元',
      T29: '99.5%及以上',
      T30: '70（含）–100万元/人',
      T31: '6%（含）–10%',
    },
    verdict: {
      level: 3,
      variant: '1',
      weak: ['T01', 'T02'],
      reason: '业务已在协同优化；资金投入和人员投入没有四级做法，挡住四级。',
    },
  },
  {
    key: 'ceramics-l2',
    name: '怀仁市瓷都陶瓷有限公司',
    industry: NON_METALLIC,
    staff: 300,
    description:
      '日用陶瓷企业，窑炉温控、仓储和销售已用软件，订单和库存在ERP中贯通。新器型设计仍靠手绘和打样，没有三维设计；成型、施釉工序靠人工，无工序报工系统。',
    practices: { all: '2+', T13: '2', T16: '2' },
    results: {
      T27: '20%（含）–40%',
      T28: '0.8（含）–1.5吨标准煤/万元',
      T29: '90%（含）–95%',
      T30: '20（含）–40万元/人',
      T31: '3%（含）–6%',
    },
    verdict: {
      level: 2,
      variant: '1',
      weak: ['T13', 'T16'],
      reason: '部门应用普遍，多数已在集成；产品设计和生产作业没有三级做法，挡住三级。',
    },
  },

  // 化工
  {
    key: 'chemicals-l2',
    name: '长治市潞安精细化工有限公司',
    industry: CHEMICALS,
    staff: 650,
    description:
      '精细化工企业，装置有DCS，ERP覆盖采购、销售、财务，化验室上了LIMS。但网络安全只有防火墙，无等级保护；安全生产的重大危险源监测数据只在控制室看，没有进入管理系统；环保台账仍为人工填报。',
    practices: { all: '2+', T04: '2', T19: '2', T21: '2' },
    results: {
      T27: '40%（含）–60%',
      T28: '0.8（含）–1.5吨标准煤/万元',
      T29: '98%（含）–99.5%',
      T30: '70（含）–100万元/人',
      T31: '6%（含）–10%',
    },
    verdict: {
      level: 2,
      variant: '1',
      weak: ['T04', 'T19', 'T21'],
      reason: '多数指标已部分集成；信息安全、安全生产和环保管理没有三级做法，挡住三级。',
    },
  },
  {
    key: 'chemicals-group-l5',
    name: '山西潞宝化工集团有限公司',
    industry: CHEMICALS,
    staff: 6800,
    group: true,
    description:
      '化工集团，建成覆盖研发、生产、供应链和营销的数字化平台，装置先进控制和智能排产在用，与上下游企业实现计划协同。新产品分子设计和售后技术服务的智能化还在部分应用阶段。',
    practices: { all: '5', T13: '4+', T26: '4+' },
    results: {
      T27: '80%及以上',
      T28: '0.4（含）–0.8吨标准煤/万元',
      T29: '99.5%及以上',
      T30: '100万元/人及以上',
      T31: '10%及以上',
    },
    verdict: {
      level: 5,
      variant: '1',
      weak: [],
      reason: '各领域均有智能引领做法，产品设计和售后服务也已大部分做到，评为五级。',
    },
  },

  // 医药
  {
    key: 'pharma-l1',
    name: '安国堂（长治）中药饮片有限公司',
    industry: PHARMA,
    staff: 150,
    description:
      '中药饮片企业，按GMP要求有批生产记录和电子化仓库台账，财务用软件。数字化开支零星报销、无预算，没有专人负责信息化；饮片新品规和炮制工艺全凭老药工经验，没有任何记录系统。',
    practices: { all: '1+', T01: '1', T02: '1', T13: '1', T14: '1' },
    results: {
      T27: '20%（含）–40%',
      T28: '0.04（含）–0.08吨标准煤/万元',
      T29: '98%（含）–99.5%',
      T30: '20（含）–30万元/人',
      T31: '6%（含）–10%',
    },
    verdict: {
      level: 1,
      variant: '1',
      weak: ['T01', 'T02', 'T13', 'T14'],
      reason: '一级齐全；资金、人员和研发设计（产品设计、工艺设计）没有二级做法，挡住二级。',
    },
  },
  {
    key: 'pharma-l3',
    name: '太原市晋康制药有限公司',
    industry: PHARMA,
    staff: 700,
    description:
      '化学制剂企业，MES、QMS、LIMS与ERP已集成，质量数据驱动偏差分析，达到协同水平。原辅料库和成品库的WMS未与MES打通，发运靠第三方物流，无在途跟踪。',
    practices: { all: '3+', T22: '3', T24: '3', T17: '4+' },
    results: {
      T27: '60%（含）–80%',
      T28: '0.04（含）–0.08吨标准煤/万元',
      T29: '99.5%及以上',
      T30: '45万元/人及以上',
      T31: '10%及以上',
    },
    verdict: {
      level: 3,
      variant: '1',
      weak: ['T22', 'T24'],
      reason: '质量管理领先，多数指标在协同优化；仓储管理和物流配送没有四级做法，挡住四级。',
    },
  },
  {
    key: 'pharma-l4',
    name: '山西振东安泰药业有限公司',
    industry: PHARMA,
    staff: 1600,
    description:
      '中成药企业，生产、质量、供应链、营销在一个平台协同，已用模型做提取工艺优化。数字化有专项规划，但没有与企业中长期发展战略衔接，也没有把智能化列为战略方向。',
    practices: { all: '4+', T09: '4' },
    results: {
      T27: '80%及以上',
      T28: '0.04（含）–0.08吨标准煤/万元',
      T29: '99.5%及以上',
      T30: '45万元/人及以上',
      T31: '10%及以上',
    },
    verdict: {
      level: 4,
      variant: '1',
      weak: ['T09'],
      reason: '协同优化全面到位，大部分领域已有智能化做法；唯有战略规划没有五级做法，挡住五级。',
    },
  },

  // 装备
  {
    key: 'machinery-l0',
    name: '侯马市鑫达泵阀有限公司',
    industry: GENERAL_MACHINERY,
    staff: 60,
    description:
      '泵阀小厂，有财务软件、几台数控机床和一台共用电脑，业务员用手机接单。数字化开支都是临时花钱，没有任何预算记录；文件散在个人电脑里；老板没有数字化打算；新产品照客户图纸仿制，生产计划全靠车间主任记在本子上。',
    practices: { all: '1', T01: '0', T05: '0', T09: '0', T13: '0', T15: '0' },
    results: {
      T27: '20%（含）–40%',
      T28: '0.04（含）–0.08吨标准煤/万元',
      T29: '95%（含）–98%',
      T30: '10（含）–20万元/人',
      T31: '0（含）–3%',
    },
    verdict: {
      level: 0,
      variant: '1',
      weak: ['T01', 'T05', 'T09', 'T13', 'T15'],
      reason: '资金投入、数据管理、战略规划、产品设计、计划排程五项没有任何一级做法，未达一级。',
    },
  },
  {
    key: 'machinery-l2',
    name: '太原市晋阳重工通用设备有限公司',
    industry: GENERAL_MACHINERY,
    staff: 300,
    description:
      '风机和压缩机制造企业，设计用三维CAD和PDM，ERP覆盖采购、仓储、销售。生产计划仍在电子表格里排，车间按纸质派工单干活；设备台账有电子版，但点检、维修没有系统。',
    practices: { all: '2+', T15: '2', T18: '2' },
    results: {
      T27: '40%（含）–60%',
      T28: '0.04（含）–0.08吨标准煤/万元',
      T29: '98%（含）–99.5%',
      T30: '20（含）–30万元/人',
      T31: '3%（含）–6%',
    },
    verdict: {
      level: 2,
      variant: '1',
      weak: ['T15', 'T18'],
      reason: '设计和经营系统已部分集成；计划排程和设备管理没有三级做法，挡住三级。',
    },
  },
  {
    key: 'coal-machinery-l3',
    name: '晋城市太行煤机装备有限公司',
    industry: SPECIAL_MACHINERY,
    staff: 1100,
    description:
      '煤机装备企业，ERP、MES、WMS已集成，焊接车间有机器人和数据采集。产品设计和工艺设计仍各自在设计所完成，没有与生产和售后数据协同；售后服务靠电话报修，没有远程运维。',
    practices: { all: '3+', T13: '3', T14: '3', T26: '3' },
    results: {
      T27: '60%（含）–80%',
      T28: '0.04（含）–0.08吨标准煤/万元',
      T29: '98%（含）–99.5%',
      T30: '30（含）–45万元/人',
      T31: '3%（含）–6%',
    },
    verdict: {
      level: 3,
      variant: '1',
      weak: ['T13', 'T14', 'T26'],
      reason: '制造环节已在协同优化；产品设计、工艺设计和售后服务没有四级做法，挡住四级。',
    },
  },
  {
    key: 'machinery-group-l5',
    name: '太原重型装备集团有限公司',
    industry: SPECIAL_MACHINERY,
    staff: 5000,
    group: true,
    description:
      '重型装备集团，建成数字化研发、智能工厂和设备远程运维平台，用仿真和工艺知识库指导设计，以数据模型优化排产和供应链，各领域均达智能化。',
    practices: { all: '5' },
    results: {
      T27: '80%及以上',
      T28: '低于0.04吨标准煤/万元',
      T29: '99.5%及以上',
      T30: '45万元/人及以上',
      T31: '6%（含）–10%',
    },
    verdict: { level: 5, variant: '1', weak: [], reason: '各指标均全面具备智能引领做法，评为五级。' },
  },
  {
    key: 'autoparts-l1',
    name: '晋中市榆次精锻汽车零部件有限公司',
    industry: AUTO,
    staff: 450,
    description:
      '汽车锻件企业，ERP和质量追溯系统在用，锻压线有设备数据采集。办公网和生产网没有分开、车间无线信号覆盖不到，网络安全只有杀毒软件，没有访问控制和日志。',
    practices: { all: '1+', T03: '1', T04: '1' },
    results: {
      T27: '40%（含）–60%',
      T28: '0.08（含）–0.15吨标准煤/万元',
      T29: '98%（含）–99.5%',
      T30: '20（含）–30万元/人',
      T31: '3%（含）–6%',
    },
    verdict: {
      level: 1,
      variant: '1',
      weak: ['T03', 'T04'],
      reason: '多数领域已有部门级应用；网络建设和信息安全没有二级做法，挡住二级。',
    },
  },
  {
    key: 'autoparts-l4',
    name: '山西丹河汽车部件有限公司',
    industry: AUTO,
    staff: 1800,
    description:
      '汽车部件企业，与整车厂计划协同，工厂各环节数据驱动优化，部分工序已有视觉检测等智能应用。采购仍以询比价为主，未与供应商做需求预测协同。',
    practices: { all: '4+', T23: '4' },
    results: {
      T27: '80%及以上',
      T28: '0.04（含）–0.08吨标准煤/万元',
      T29: '99.5%及以上',
      T30: '30（含）–45万元/人',
      T31: '6%（含）–10%',
    },
    verdict: {
      level: 4,
      variant: '1',
      weak: ['T23'],
      reason: '协同优化完整，多数领域已部分智能化；采购管理没有五级做法，挡住五级。',
    },
  },
  {
    key: 'electrical-l2',
    name: '晋中市华晋电气设备有限公司',
    industry: ELECTRICAL,
    staff: 200,
    description:
      '开关柜制造企业，设计、生产、仓储有部门软件并部分打通。管理制度里没有数字化相关的流程和考核，经营分析只看财务报表，没有用业务数据管理。',
    practices: { all: '2+', T11: '2', T12: '2' },
    results: {
      T27: '40%（含）–60%',
      T28: '低于0.04吨标准煤/万元',
      T29: '98%（含）–99.5%',
      T30: '20（含）–30万元/人',
      T31: '3%（含）–6%',
    },
    verdict: {
      level: 2,
      variant: '1',
      weak: ['T11', 'T12'],
      reason: '业务已部分集成；管理机制和管理水平没有三级做法，治理领域拖后腿，挡住三级。',
    },
  },
  {
    key: 'cable-l2-broad',
    name: '阳泉市晋缆电线电缆有限公司',
    industry: ELECTRICAL,
    staff: 350,
    description:
      '电线电缆企业，每个部门都用上了软件，但集成只是起步：各指标都刚做了一两件打通的事（如财务与销售接口），没有哪一项整体集成。',
    practices: { all: '2~' },
    results: {
      T27: '20%（含）–40%',
      T28: '低于0.04吨标准煤/万元',
      T29: '98%（含）–99.5%',
      T30: '30（含）–45万元/人',
      T31: '0（含）–3%',
    },
    verdict: {
      level: 2,
      variant: '1',
      weak: [
        'T01',
        'T02',
        'T03',
        'T04',
        'T05',
        'T06',
        'T07',
        'T08',
        'T09',
        'T10',
        'T11',
        'T12',
        'T13',
        'T14',
        'T15',
        'T16',
        'T17',
        'T18',
        'T19',
        'T20',
        'T21',
        'T22',
        'T23',
        'T24',
        'T25',
        'T26',
      ],
      reason: '二级扎实，三级处处起步、处处不足：没有哪一项比别的更落后，升三级要普遍推进集成。',
    },
  },
  {
    key: 'assembly-no-environment-l0',
    name: '太原市晋芯电子装配有限公司',
    industry: { category: 'C', division: '39', name: '计算机、通信和其他电子设备制造业' },
    staff: 260,
    description:
      '电子组装企业，MES、WMS、ERP已集成，多数环节开始用数据优化。认为组装无污染，从未建立环保台账，危废（废锡渣、清洗剂）的产生和转移没有任何记录。',
    practices: { all: '3+', T05: '3', T21: '0' },
    results: {
      T27: '60%（含）–80%',
      T28: '低于0.04吨标准煤/万元',
      T29: '99.5%及以上',
      T30: '30（含）–45万元/人',
      T31: '6%（含）–10%',
    },
    verdict: {
      level: 0,
      variant: '1',
      weak: ['T21'],
      reason:
        '环保管理连一级的台账记录都没有，按每项指标须达底线的规则未达一级；补上危废和排污记录即可回到应有的水平。',
    },
  },
  {
    key: 'electronics-l5',
    name: '太原市晋智光电科技有限公司',
    industry: { category: 'C', division: '39', name: '计算机、通信和其他电子设备制造业' },
    staff: 900,
    description:
      '光电器件企业，智能工厂投产：设计仿真、智能排产、视觉检测、预测性维护和供应链协同均在用。新产品设计的智能化尚在推广，大部分产品线已用上。',
    practices: { all: '5', T13: '4+' },
    results: {
      T27: '80%及以上',
      T28: '低于0.04吨标准煤/万元',
      T29: '99.5%及以上',
      T30: '45万元/人及以上',
      T31: '10%及以上',
    },
    verdict: { level: 5, variant: '1', weak: [], reason: '各指标均达智能引领，产品设计大部分做到，评为五级。' },
  },
  {
    key: 'textile-l1',
    name: '榆次晋纺纺织有限公司',
    industry: { category: 'C', division: '17', name: '纺织业' },
    staff: 260,
    description:
      '棉纺企业，细纱机有单锭监测、财务和仓储用软件。数据没有统一保存和备份的规矩；订单交期靠业务员和车间电话确认，采购靠电话和微信，没有采购记录系统。',
    practices: { all: '1+', T05: '1', T23: '1' },
    results: {
      T27: '40%（含）–60%',
      T28: '0.08（含）–0.15吨标准煤/万元',
      T29: '95%（含）–98%',
      T30: '10（含）–20万元/人',
      T31: '0（含）–3%',
    },
    verdict: {
      level: 1,
      variant: '1',
      weak: ['T05', 'T23'],
      reason: '一级齐全，多数领域已有部门应用；数据管理和采购管理没有二级做法，挡住二级。',
    },
  },

  // 金属制品小作坊
  {
    key: 'workshop-l0',
    name: '清徐县宏达机械加工部',
    industry: METAL_PRODUCTS,
    staff: 10,
    description:
      '10人机加工作坊，按客户图纸加工零件，只有一台电脑开票记账、一台数控车床。没有人管电脑、没有培训；账号共用、不备份；没有规划和分工；排产、质检、设备、安全全凭老板和师傅经验，没有任何记录。',
    cropped: CROP_JOB_SHOP,
    practices: {
      all: '1',
      T02: '0',
      T04: '0',
      T05: '0',
      T09: '0',
      T10: '0',
      T11: '0',
      T15: '0',
      T17: '0',
      T18: '0',
      T19: '0',
    },
    results: {
      T27: '20%（含）–40%',
      T28: '0.04（含）–0.08吨标准煤/万元',
      T29: '95%（含）–98%',
      T30: '10（含）–20万元/人',
      T31: '3%（含）–6%',
    },
    verdict: {
      level: 0,
      variant: '1',
      weak: ['T02', 'T04', 'T05', 'T09', 'T10', 'T11', 'T15', 'T17', 'T18', 'T19'],
      reason: '一半指标连一级做法都没有，未达一级；要先补人员、安全、数据、治理和车间基础记录。',
    },
  },
  {
    key: 'workshop-l1',
    name: '介休市恒信紧固件加工厂',
    industry: METAL_PRODUCTS,
    staff: 12,
    description:
      '12人紧固件加工厂，用进销存软件和小型ERP接单排产，冷镦机有计数器，质检有电子记录。但只有老板一人懂电脑，没有数字化打算、分工和管理制度。',
    cropped: CROP_JOB_SHOP,
    practices: { all: '1+', T02: '1', T09: '1', T10: '1', T11: '1' },
    results: {
      T27: '20%（含）–40%',
      T28: '0.04（含）–0.08吨标准煤/万元',
      T29: '98%（含）–99.5%',
      T30: '10（含）–20万元/人',
      T31: '3%（含）–6%',
    },
    verdict: {
      level: 1,
      variant: '1',
      weak: ['T02', 'T09', 'T10', 'T11'],
      reason: '一级齐全，业务软件用得不错；人员投入和治理（战略、组织、机制）没有二级做法，挡住二级。',
    },
  },

  // 采矿
  {
    key: 'coal-mine-l2',
    name: '朔州市平鲁煤业有限公司',
    industry: COAL_MINING,
    staff: 2800,
    description:
      '井工煤矿，安全监控、人员定位、主运输集控已上线，生产调度有系统。采掘工艺设计靠纸质作业规程，没有工艺数据系统；材料库和配件库仍为手工台账。',
    cropped: CROP_NON_MAKER,
    practices: { all: '2+', T14: '2', T22: '2' },
    results: {
      T27: '60%（含）–80%',
      T28: '0.08（含）–0.15吨标准煤/万元',
      T29: '95%（含）–98%',
      T30: '30（含）–45万元/人',
      T31: '6%（含）–10%',
    },
    verdict: {
      level: 2,
      variant: '1',
      weak: ['T14', 'T22'],
      reason: '安全和生产系统部分集成；工艺设计和仓储管理没有三级做法，挡住三级。',
    },
  },
  {
    key: 'coal-group-l3',
    name: '山西晋北煤业集团有限公司',
    industry: COAL_MINING,
    staff: 9000,
    group: true,
    description:
      '煤炭集团，下属六座矿井和两座洗煤厂，集团建成智能矿山管控平台，生产、安全、设备、供销系统集成，部分矿井在做协同调度。煤炭按洗选方案分级销售，集团没有产品设计工作，只有洗选产品的质量标准；数字技术只用在安全监测上，采掘作业仍以人工为主。',
    practices: { all: '3+', T06: '3', T16: '3', T13: '1', T25: '3', T26: '2+' },
    results: {
      T27: '60%（含）–80%',
      T28: '0.08（含）–0.15吨标准煤/万元',
      T29: '95%（含）–98%',
      T30: '45万元/人及以上',
      T31: '10%及以上',
    },
    verdict: {
      level: 3,
      variant: '1',
      weak: ['T06', 'T16', 'T26'],
      reason:
        '矿井生产已系统集成、部分协同；产品设计对煤炭企业不适用，不应拉低等级。挡住四级的是数字技术、生产作业和售后服务。',
    },
  },
  {
    key: 'iron-mine-l1',
    name: '代县晋北铁矿有限公司',
    industry: { category: 'B', division: '08', name: '黑色金属矿采选业' },
    staff: 500,
    description:
      '露天铁矿和选厂，选厂有DCS，财务、销售、过磅用软件。采矿设备全是老旧机械，没有数据采集；安全靠人工巡查和纸质记录，只有边坡监测一项在线。',
    cropped: CROP_NON_MAKER,
    practices: { all: '1+', T07: '1', T19: '1' },
    results: {
      T27: '20%（含）–40%',
      T28: '0.08（含）–0.15吨标准煤/万元',
      T29: '90%（含）–95%',
      T30: '20（含）–30万元/人',
      T31: '3%（含）–6%',
    },
    verdict: {
      level: 1,
      variant: '1',
      weak: ['T07', 'T19'],
      reason: '一级齐全；数字化装备和安全生产没有二级做法，挡住二级。',
    },
  },
  {
    key: 'coal-group-l4',
    name: '山西沁河能源集团有限公司',
    industry: COAL_MINING,
    staff: 15000,
    group: true,
    description:
      '煤炭集团，智能化矿井全覆盖，集团技术中心做洗选产品结构优化和配煤研究；与电厂、焦化客户的供销数据对接。煤炭外运靠社会车辆和铁路，没有与客户协同的物流调度。',
    practices: { all: '4+', T13: '3+', T24: '4' },
    results: {
      T27: '80%及以上',
      T28: '0.08（含）–0.15吨标准煤/万元',
      T29: '98%（含）–99.5%',
      T30: '45万元/人及以上',
      T31: '10%及以上',
    },
    verdict: {
      level: 4,
      variant: '1',
      weak: ['T24'],
      reason: '协同优化全面，多数领域部分智能化；物流配送没有五级做法，挡住五级。',
    },
  },

  // 电力、燃气、水
  {
    key: 'power-l2',
    name: '阳泉市城东热电有限公司',
    industry: POWER,
    staff: 600,
    description:
      '热电联产企业，机组有DCS和SIS，供热管网有监测，财务、物资用ERP。厂区网络老旧、控制网和办公网只做了简单隔离；数据没有统一目录，各系统各自存储。',
    cropped: CROP_NON_MAKER,
    practices: { all: '2+', T03: '2', T05: '2' },
    results: {
      T27: '60%（含）–80%',
      T28: '1.5（含）–3.0吨标准煤/万元',
      T29: '98%（含）–99.5%',
      T30: '70（含）–100万元/人',
      T31: '0（含）–3%',
    },
    verdict: {
      level: 2,
      variant: '1',
      weak: ['T03', 'T05'],
      reason: '生产系统部分集成；网络建设和数据管理没有三级做法，挡住三级。',
    },
  },
  {
    key: 'power-group-l4',
    name: '山西晋电新能源集团有限公司',
    industry: POWER,
    staff: 4000,
    group: true,
    description:
      '发电集团，火电、风电、光伏场站集中监控，功率预测和设备健康管理平台在用。集团有售电公司，客户服务和营销仍以人工为主，未用数据做客户协同；设计工作只有场站选址方案，集团设计院有成熟的数字化设计流程。',
    practices: { all: '4+', T13: '3+', T25: '4', T26: '4' },
    results: {
      T27: '80%及以上',
      T28: '0.8（含）–1.5吨标准煤/万元',
      T29: '99.5%及以上',
      T30: '100万元/人及以上',
      T31: '6%（含）–10%',
    },
    verdict: {
      level: 4,
      variant: '1',
      weak: ['T25', 'T26'],
      reason: '生产运营已部分智能化；营销管理和售后服务没有五级做法，挡住五级。',
    },
  },
  {
    key: 'gas-l1',
    name: '晋中市城燃燃气有限公司',
    industry: { category: 'D', division: '45', name: '燃气生产和供应业' },
    staff: 180,
    description:
      '城市燃气企业，管网有SCADA、用户收费和客服用软件。输配计划靠经验安排，没有系统；门站和调压站能耗只有总表，没有分项计量。',
    cropped: ['T13', 'T14'],
    practices: { all: '1+', T15: '1', T20: '1' },
    results: {
      T27: '40%（含）–60%',
      T28: '0.04（含）–0.08吨标准煤/万元',
      T29: '98%（含）–99.5%',
      T30: '45万元/人及以上',
      T31: '3%（含）–6%',
    },
    verdict: {
      level: 1,
      variant: '1',
      weak: ['T15', 'T20'],
      reason: '一级齐全；计划排程和能源管理没有二级做法，挡住二级。',
    },
  },
  {
    key: 'water-l0',
    name: '五台县清源供水有限公司',
    industry: { category: 'D', division: '46', name: '水的生产和供应业' },
    staff: 90,
    description:
      '县城供水企业，水厂有简单的自控，收费用软件，水质有化验记录。没有用到任何数字技术；没有数字化打算，也没有指定谁负责这件事。',
    cropped: ['T13', 'T14', 'T25'],
    practices: { all: '1', T06: '0', T09: '0', T10: '0' },
    results: {
      T27: '20%（含）–40%',
      T28: '0.04（含）–0.08吨标准煤/万元',
      T29: '99.5%及以上',
      T30: '20（含）–30万元/人',
      T31: '0（含）–3%',
    },
    verdict: {
      level: 0,
      variant: '1',
      weak: ['T06', 'T09', 'T10'],
      reason: '数字技术、战略规划和组织架构连一级做法都没有，未达一级。',
    },
  },
];
