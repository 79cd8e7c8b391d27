import type { CompanyProfile } from './company-profile.types';

/**
 * Written profiles of companies outside 门类 B, C, D (variant '2', with 数字化经营 in place of 数字化生产),
 * each an assessor's note with the verdict given by hand before any model scored it
 * (docs/assessment-validation.md). Indicators: T01–T08 基础, T09–T12 治理, T32–T39 经营.
 */

const ROAD_TRANSPORT = { category: 'G', division: '54', name: '道路运输业' };
const WAREHOUSING = { category: 'G', division: '59', name: '装卸搬运和仓储业' };
const SOFTWARE = { category: 'I', division: '65', name: '软件和信息技术服务业' };
const RETAIL = { category: 'F', division: '52', name: '零售业' };
const HOTEL = { category: 'H', division: '61', name: '住宿业' };

/** A software or consulting house keeps no stock and ships nothing: it drops 物流仓储. */
const CROP_NO_STOCK = ['T39'];

export const SERVICES_PROFILES: CompanyProfile[] = [
  // 物流、仓储
  {
    key: 'logistics-l0',
    name: '祁县顺达货运有限公司',
    industry: ROAD_TRANSPORT,
    staff: 25,
    description:
      '20辆货车的普货运输公司，车辆装了北斗定位（监管要求），运单用微信接、财务找代账公司。电脑和账号大家共用；运单照片存在个人手机里；老板没有数字化打算，也没人分管；司机工资按趟数手算，没有任何人事记录。',
    practices: { all: '1', T04: '0', T05: '0', T09: '0', T10: '0', T38: '0' },
    results: {
      T31: '0（含）–3%',
      T40: '10%（含）–30%',
      T41: '80%（含）–90%',
      T42: '30（含）–60万元/人',
    },
    verdict: {
      level: 0,
      variant: '2',
      weak: ['T04', 'T05', 'T09', 'T10', 'T38'],
      reason: '信息安全、数据管理、战略规划、组织架构和人力资源连一级做法都没有，未达一级。',
    },
  },
  {
    key: 'logistics-l1',
    name: '太原市晋通达物流有限公司',
    industry: ROAD_TRANSPORT,
    staff: 150,
    description:
      '零担物流公司，用运输管理软件派车、打运单，车辆有定位，客户能在小程序查件。运单、车辆、客户数据分散在三套软件里，没有统一保存和备份；财务仍是手工凭证加代账软件，运费结算对账靠电子表格。',
    practices: { all: '1+', T05: '1', T37: '1' },
    results: {
      T31: '3%（含）–6%',
      T40: '30%（含）–50%',
      T41: '80%（含）–90%',
      T42: '30（含）–60万元/人',
    },
    verdict: {
      level: 1,
      variant: '2',
      weak: ['T05', 'T37'],
      reason: '一级齐全，运输业务已有部门级应用；数据管理和财务管理没有二级做法，挡住二级。',
    },
  },
  {
    key: 'cold-chain-l2',
    name: '运城市河东冷链物流有限公司',
    industry: ROAD_TRANSPORT,
    staff: 600,
    description:
      '冷链运输企业，TMS、车载温控、WMS和财务系统已部分打通，客户可在线下单和看温度曲线。但没有制度规定系统数据怎么用、谁负责；货损和温控异常只做事后登记，不做服务质量分析。',
    practices: { all: '2+', T11: '2', T35: '2' },
    results: {
      T31: '3%（含）–6%',
      T40: '50%（含）–80%',
      T41: '90%（含）–95%',
      T42: '30（含）–60万元/人',
    },
    verdict: {
      level: 2,
      variant: '2',
      weak: ['T11', 'T35'],
      reason: '经营各环节多已部分集成；管理机制和服务质量没有三级做法，挡住三级。',
    },
  },
  {
    key: 'warehouse-l1',
    name: '忻州市晋北仓储服务有限公司',
    industry: WAREHOUSING,
    staff: 80,
    description:
      '公共仓储企业，库房用WMS扫码出入库，财务和人事用软件。客户都是熟人介绍，没有客户档案和营销记录；客户投诉和咨询靠电话，没有登记。',
    practices: { all: '1+', T32: '1', T33: '1' },
    results: {
      T31: '3%（含）–6%',
      T40: '10%（含）–30%',
      T41: '80%（含）–90%',
      T42: '15（含）–30万元/人',
    },
    verdict: {
      level: 1,
      variant: '2',
      weak: ['T32', 'T33'],
      reason: '仓储作业已数字化；市场营销和客户服务没有二级做法，挡住二级。',
    },
  },
  {
    key: 'cloud-warehouse-l3',
    name: '晋中市云链仓储有限公司',
    industry: WAREHOUSING,
    staff: 400,
    description:
      '电商云仓，WMS、OMS、TMS与客户电商平台对接，订单、库存、配送数据贯通，已在用数据优化库位和拣货路径。财务核算仍在月底集中做，未做业财一体；人员排班凭经验，没有用作业数据做人力规划。',
    practices: { all: '3+', T37: '3', T38: '3', T39: '4' },
    results: {
      T31: '3%（含）–6%',
      T40: '80%及以上',
      T41: '90%（含）–95%',
      T42: '30（含）–60万元/人',
    },
    verdict: {
      level: 3,
      variant: '2',
      weak: ['T37', 'T38'],
      reason: '仓配业务已在协同优化；财务管理和人力资源没有四级做法，挡住四级。',
    },
  },
  {
    key: 'logistics-group-l4',
    name: '山西晋运物流集团有限公司',
    industry: ROAD_TRANSPORT,
    staff: 3000,
    group: true,
    description:
      '物流集团，干线运输、城市配送、仓储一体化平台在用，与大客户计划协同，车辆调度用算法优化。数字化规划由信息部门编制，没有纳入集团战略，也没有智能化方向的安排。',
    practices: { all: '4+', T09: '4' },
    results: {
      T31: '3%（含）–6%',
      T40: '80%及以上',
      T41: '90%（含）–95%',
      T42: '60（含）–120万元/人',
    },
    verdict: {
      level: 4,
      variant: '2',
      weak: ['T09'],
      reason: '经营协同全面，多数领域部分智能化；战略规划没有五级做法，挡住五级。',
    },
  },
  {
    key: 'freight-platform-l5',
    name: '山西晋链供应链管理集团有限公司',
    industry: { category: 'G', division: '58', name: '多式联运和运输代理业' },
    staff: 1500,
    group: true,
    description:
      '多式联运和供应链集团，网络货运平台用模型做运价预测、车货匹配和路径优化，客户服务有智能客服，财务、人力、采购全面在线协同。',
    practices: { all: '5' },
    results: {
      T31: '6%（含）–10%',
      T40: '80%及以上',
      T41: '95%及以上',
      T42: '120万元/人及以上',
    },
    verdict: { level: 5, variant: '2', weak: [], reason: '各指标均具备智能引领做法，评为五级。' },
  },

  // 软件
  {
    key: 'software-l2',
    name: '太原市晋码软件科技有限公司',
    industry: SOFTWARE,
    staff: 40,
    description:
      '40人的软件公司，项目管理、代码托管、客户管理和财务都在线上。数字化开支没有年度预算，随用随买；公司没有书面的发展规划，更没有数字化方面的安排。',
    cropped: CROP_NO_STOCK,
    practices: { all: '2+', T01: '2', T09: '2' },
    results: {
      T31: '6%（含）–10%',
      T40: '80%及以上',
      T41: '80%（含）–90%',
      T42: '15（含）–30万元/人',
    },
    verdict: {
      level: 2,
      variant: '2',
      weak: ['T01', 'T09'],
      reason: '业务系统多已部分集成；资金投入和战略规划没有三级做法，挡住三级。',
    },
  },
  {
    key: 'software-l3',
    name: '山西数联信息技术有限公司',
    industry: SOFTWARE,
    staff: 120,
    description:
      '政企软件服务商，商机、项目、交付、财务系统集成，多数业务用数据做改进。外购软硬件和外包服务仍靠邮件和纸质合同审批，供应商没有评价和协同。',
    cropped: CROP_NO_STOCK,
    practices: { all: '3+', T36: '3', T04: '4' },
    results: {
      T31: '6%（含）–10%',
      T40: '80%及以上',
      T41: '90%（含）–95%',
      T42: '30（含）–60万元/人',
    },
    verdict: {
      level: 3,
      variant: '2',
      weak: ['T36'],
      reason: '集成到位，多数领域已在协同优化；采购与供应没有四级做法，挡住四级。',
    },
  },
  {
    key: 'software-l4',
    name: '太原市龙城智算科技有限公司',
    industry: SOFTWARE,
    staff: 350,
    description:
      '工业软件企业，研发、交付、运维平台贯通，和大客户共享项目计划。管理层仍凭经验决策，没有用经营数据模型；交付质量靠项目经理把关，没有质量数据的自动分析。',
    cropped: CROP_NO_STOCK,
    practices: { all: '4+', T12: '4', T35: '4' },
    results: {
      T31: '10%及以上',
      T40: '80%及以上',
      T41: '90%（含）–95%',
      T42: '60（含）–120万元/人',
    },
    verdict: {
      level: 4,
      variant: '2',
      weak: ['T12', 'T35'],
      reason: '协同优化全面；管理水平和服务质量没有五级做法，挡住五级。',
    },
  },
  {
    key: 'software-l5',
    name: '山西智云数据科技股份有限公司',
    industry: SOFTWARE,
    staff: 800,
    description:
      '数据服务企业，全流程线上运营，用模型做商机预测、交付排期和客户流失预警。采购已线上协同，但供应商智能评价刚在部分品类使用。',
    cropped: CROP_NO_STOCK,
    practices: { all: '5', T36: '4+' },
    results: {
      T31: '10%及以上',
      T40: '80%及以上',
      T41: '95%及以上',
      T42: '60（含）–120万元/人',
    },
    verdict: { level: 5, variant: '2', weak: [], reason: '各指标均达智能引领，采购大部分做到，评为五级。' },
  },

  // 零售、住宿、餐饮
  {
    key: 'retail-l2',
    name: '晋中市美特好便民超市连锁有限公司',
    industry: RETAIL,
    staff: 900,
    description:
      '30家门店的连锁超市，收银、会员、进销存、配送中心系统在用，部分打通。服务质量只看投诉数量，没有分析；员工排班和考核靠店长手工，没有人力系统。',
    practices: { all: '2+', T35: '2', T38: '2' },
    results: {
      T31: '0（含）–3%',
      T40: '10%（含）–30%',
      T41: '80%（含）–90%',
      T42: '60（含）–120万元/人',
    },
    verdict: {
      level: 2,
      variant: '2',
      weak: ['T35', 'T38'],
      reason: '门店和配送部分集成；服务质量和人力资源没有三级做法，挡住三级。',
    },
  },
  {
    key: 'retail-group-l3',
    name: '山西唐久商贸集团有限公司',
    industry: RETAIL,
    staff: 2000,
    group: true,
    description:
      '零售集团，门店、电商、供应链、财务一体化平台运行，已用销售数据做补货和促销优化。各系统的商品、会员主数据口径不一，没有数据治理。',
    practices: { all: '3+', T05: '3' },
    results: {
      T31: '0（含）–3%',
      T40: '30%（含）–50%',
      T41: '90%（含）–95%',
      T42: '60（含）–120万元/人',
    },
    verdict: {
      level: 3,
      variant: '2',
      weak: ['T05'],
      reason: '业务已在协同优化；数据管理没有四级做法，是唯一挡住四级的指标。',
    },
  },
  {
    key: 'hotel-l1',
    name: '平遥县古城印象酒店有限公司',
    industry: HOTEL,
    staff: 130,
    description:
      '古城内的精品酒店，用酒店管理系统接OTA订单、前台入住和收银。没有用到云、移动等新技术之外的任何数字技术；布草、食材采购靠电话下单、手写收货单。',
    practices: { all: '1+', T06: '1', T36: '1' },
    results: {
      T31: '6%（含）–10%',
      T40: '50%（含）–80%',
      T41: '90%（含）–95%',
      T42: '15（含）–30万元/人',
    },
    verdict: {
      level: 1,
      variant: '2',
      weak: ['T06', 'T36'],
      reason: '客房业务已线上化；数字技术和采购与供应没有二级做法，挡住二级。',
    },
  },
  {
    key: 'hotel-l2',
    name: '太原市晋府国际大酒店有限公司',
    industry: HOTEL,
    staff: 400,
    description:
      '四星级酒店，客房、餐饮、会员、采购系统部分集成，客户评价有统计。财务仍是独立的核算软件，收入日报手工汇总；库房物资只有进出台账，不与采购和部门领用联通。',
    practices: { all: '2+', T37: '2', T39: '2' },
    results: {
      T31: '3%（含）–6%',
      T40: '30%（含）–50%',
      T41: '90%（含）–95%',
      T42: '15（含）–30万元/人',
    },
    verdict: {
      level: 2,
      variant: '2',
      weak: ['T37', 'T39'],
      reason: '前台业务部分集成；财务管理和物流仓储没有三级做法，挡住三级。',
    },
  },
  {
    key: 'restaurant-l0',
    name: '大同市老城根餐饮店',
    industry: { category: 'H', division: '62', name: '餐饮业' },
    staff: 30,
    description:
      '30人的餐馆，用外卖平台和扫码点餐收银，食材进货记在手机上。数字化没有任何开支安排（设备都是平台送的）；老板没有数字化打算，没有分工，也没有任何规矩；员工工资和考勤手写。',
    practices: { all: '1', T01: '0', T09: '0', T10: '0', T11: '0', T38: '0' },
    results: {
      T31: '3%（含）–6%',
      T40: '30%（含）–50%',
      T41: '80%（含）–90%',
      T42: '低于15万元/人',
    },
    verdict: {
      level: 0,
      variant: '2',
      weak: ['T01', 'T09', 'T10', 'T11', 'T38'],
      reason: '资金投入、治理三项和人力资源连一级做法都没有，未达一级。',
    },
  },

  // 建筑
  {
    key: 'construction-l0',
    name: '阳泉市鑫艺建筑装饰工程有限公司',
    industry: { category: 'E', division: '50', name: '建筑装饰、装修和其他建筑业' },
    staff: 45,
    description:
      '装修公司，用设计软件出效果图，财务代账。没有公司网络，大家用手机热点；电脑不设密码；图纸和合同存在设计师个人电脑；客户来源全靠转介绍，没有客户记录，售后也没人登记。',
    practices: { all: '1', T03: '0', T04: '0', T05: '0', T32: '0', T33: '0' },
    results: {
      T31: '3%（含）–6%',
      T40: '低于10%',
      T41: '80%（含）–90%',
      T42: '30（含）–60万元/人',
    },
    verdict: {
      level: 0,
      variant: '2',
      weak: ['T03', 'T04', 'T05', 'T32', 'T33'],
      reason: '网络、安全、数据和营销、客服五项连一级做法都没有，未达一级。',
    },
  },
  {
    key: 'construction-l1',
    name: '晋中市宏建建筑工程有限公司',
    industry: { category: 'E', division: '47', name: '房屋建筑业' },
    staff: 700,
    description:
      '房建施工总包，财务、投标和人事用软件，工地有实名制考勤和视频监控（监管要求）。各工地软件由项目部各自采购，不连通；施工进度、质量验收靠纸质资料和微信群。',
    practices: { all: '1+', T08: '1', T34: '1', T35: '1' },
    results: {
      T31: '0（含）–3%',
      T40: '低于10%',
      T41: '80%（含）–90%',
      T42: '60（含）–120万元/人',
    },
    verdict: {
      level: 1,
      variant: '2',
      weak: ['T08', 'T34', 'T35'],
      reason: '一级齐全；数字化系统、业务运营（施工管理）和服务质量（质量验收）没有二级做法，挡住二级。',
    },
  },
  {
    key: 'construction-group-l3',
    name: '山西晋路交通建设集团有限公司',
    industry: { category: 'E', division: '48', name: '土木工程建筑业' },
    staff: 2500,
    group: true,
    description:
      '路桥施工集团，项目管理平台贯通投标、施工、质量、财务，BIM在重点项目使用。材料采购由各项目部自行询价，没有集中采购平台；钢材、砂石的进场、库存和调拨靠项目部手工台账。',
    practices: { all: '3+', T36: '3', T39: '3' },
    results: {
      T31: '3%（含）–6%',
      T40: '10%（含）–30%',
      T41: '90%（含）–95%',
      T42: '120万元/人及以上',
    },
    verdict: {
      level: 3,
      variant: '2',
      weak: ['T36', 'T39'],
      reason: '项目管理已在协同优化；采购与供应和物流仓储没有四级做法，挡住四级。',
    },
  },

  // 其他服务
  {
    key: 'coal-trading-l1',
    name: '太原市晋煤通商贸有限公司',
    industry: { category: 'F', division: '51', name: '批发业' },
    staff: 60,
    description:
      '煤炭贸易公司，办公、财务、网络和管理制度都很规范，部门软件齐全；但经营本身几乎都在线下：客户、合同、采购、结算、运输各环节只有最基础的电子记录，每项只迈出了一小步。',
    practices: {
      all: '2',
      T32: '1~',
      T33: '1~',
      T34: '1~',
      T35: '1~',
      T36: '1~',
      T37: '1~',
      T38: '1~',
      T39: '1~',
    },
    results: {
      T31: '0（含）–3%',
      T40: '低于10%',
      T41: '70%（含）–80%',
      T42: '120万元/人及以上',
    },
    verdict: {
      level: 1,
      variant: '2',
      weak: ['T32', 'T33', 'T34', 'T35', 'T36', 'T37', 'T38', 'T39'],
      reason: '基础和治理已到二级，但数字化经营整体停在一级，八项同样薄弱，要整体推进才能到二级。',
    },
  },
  {
    key: 'farm-l1',
    name: '忻州市雁门农业专业合作社联合社',
    industry: { category: 'A', division: '01', name: '农业' },
    staff: 120,
    description:
      '杂粮种植合作社，用财务软件和农事记录小程序，仓库用电子台账。杂粮靠老客户电话订货，没有线上销售和客户记录；种植、收购、加工的作业安排靠合作社主任电话通知。',
    practices: { all: '1+', T32: '1', T34: '1' },
    results: {
      T31: '3%（含）–6%',
      T40: '低于10%',
      T41: '80%（含）–90%',
      T42: '15（含）–30万元/人',
    },
    verdict: {
      level: 1,
      variant: '2',
      weak: ['T32', 'T34'],
      reason: '一级齐全；市场营销和业务运营没有二级做法，挡住二级。',
    },
  },
  {
    key: 'hospital-l2',
    name: '长治市和济医院有限公司',
    industry: { category: 'Q', division: '84', name: '卫生' },
    staff: 300,
    description:
      '民营专科医院，HIS、LIS、PACS和医保结算系统部分集成。网络安全只有防火墙，没有做等级保护测评和数据备份演练；患者随访靠护士打电话，没有系统记录。',
    practices: { all: '2+', T04: '2', T33: '2' },
    results: {
      T31: '3%（含）–6%',
      T40: '30%（含）–50%',
      T41: '90%（含）–95%',
      T42: '30（含）–60万元/人',
    },
    verdict: {
      level: 2,
      variant: '2',
      weak: ['T04', 'T33'],
      reason: '诊疗业务部分集成；信息安全和客户服务（患者随访）没有三级做法，挡住三级。',
    },
  },
  {
    key: 'property-l1',
    name: '太原市汾水物业服务有限公司',
    industry: { category: 'K', division: '70', name: '房地产业' },
    staff: 500,
    description:
      '物业公司，收费、报修用物业软件，门禁和监控有联网。各小区各用各的表格和软件，公司层面没有统一系统；保洁、维修工单靠微信群派单，做完不留记录。',
    cropped: ['T39'],
    practices: { all: '1+', T08: '1', T34: '1' },
    results: {
      T31: '0（含）–3%',
      T40: '30%（含）–50%',
      T41: '70%（含）–80%',
      T42: '低于15万元/人',
    },
    verdict: {
      level: 1,
      variant: '2',
      weak: ['T08', 'T34'],
      reason: '一级齐全；数字化系统和业务运营没有二级做法，挡住二级。',
    },
  },
  {
    key: 'testing-l4',
    name: '山西晋检检验检测有限公司',
    industry: { category: 'M', division: '74', name: '专业技术服务业' },
    staff: 200,
    description:
      '第三方检验检测机构，LIMS、委托、报告、财务全流程在线，与大客户共享检测计划，已用数据优化检测排程。市场开拓仍靠销售人员走访，客户服务只有在线查询报告，没有用数据做客户维护。',
    cropped: ['T39'],
    practices: { all: '4+', T32: '4', T33: '4' },
    results: {
      T31: '10%及以上',
      T40: '80%及以上',
      T41: '90%（含）–95%',
      T42: '30（含）–60万元/人',
    },
    verdict: {
      level: 4,
      variant: '2',
      weak: ['T32', 'T33'],
      reason: '检测业务协同优化，多数领域部分智能化；市场营销和客户服务没有五级做法，挡住五级。',
    },
  },
];
