/** Written walkthroughs shown when a guide has no video yet; chosen by keywords of the guide's title. */
export interface GuideSteps {
  summary: string;
  steps: readonly string[];
}

interface GuideRule extends GuideSteps {
  /** The operation.guide dictionary value this walkthrough belongs to. */
  id: string;
  /** Words of a title that also lead here, for guides added to the dictionary later. */
  keywords: readonly string[];
}

const RULES: readonly GuideRule[] = [
  {
    id: 'provider-solution',
    keywords: ['服务商', '方案'],
    summary: '完成企业认证后，申请成为平台认证服务商，即可发布解决方案。',
    steps: [
      '登录后进入“用户中心 → 服务商认证”。',
      '填写负责人、服务商类别、服务场景、服务行业、服务商介绍、行业优势以及核心产品及服务。',
      '提交后等待平台审核，审核期间可在页面查看进度。',
      '认证通过后，在“用户中心 → 解决方案”中发布方案；每次提交都经平台审核，通过后公开展示。',
    ],
  },
  {
    id: 'member-management',
    keywords: ['成员'],
    summary: '企业完成认证后，管理员可以把同事加入企业，共同使用平台服务。',
    steps: [
      '企业管理员登录后进入“用户中心 → 企业成员”。',
      '点击“添加成员”，填写成员姓名、手机号和初始密码后保存。',
      '成员使用该手机号和密码登录，以普通成员身份使用平台。',
      '管理员可按姓名搜索成员，并解绑不再需要的成员（不能解绑自己）。',
    ],
  },
  {
    id: 'enterprise-certification',
    keywords: ['认证'],
    summary: '企业认证是使用评估和成员管理等功能的前提。',
    steps: [
      '登录后进入“用户中心 → 企业信息”。',
      '填写公司名称、统一社会信用代码、法定代表人、所在区域、所在行业、企业规模等信息，上传营业执照。',
      '提交后等待平台审核；如被驳回，可按驳回意见修改后重新提交。',
      '认证通过后，企业管理员可在“企业成员”中添加成员。',
    ],
  },
  {
    id: 'formal-assessment',
    keywords: ['正式评估', '线下评估'],
    summary: '正式评估由专家到企业现场开展，评估结果经平台公示。',
    steps: [
      '完成企业认证后，进入“服务中心”，在对应评估卡片上点击“线下评估申请”。',
      '填写申请信息并上传所需材料，提交正式评估申请。',
      '平台受理后安排专家现场评估，企业可在“用户中心 → 数字化评估”查看进度。',
      '评估完成后出具评估报告，结果经公示后生效。',
    ],
  },
  {
    id: 'self-assessment',
    keywords: ['评估', 'DCMM', '测评'],
    summary: '通过自评估了解企业数字化转型水平，约 10 分钟即可完成。',
    steps: [
      '完成企业认证后，进入“服务中心”，选择数字化转型水平评估或 DCMM 评估。',
      '点击“自评估入口”，选择企业类型后开始答题，答题进度会自动保存。',
      '提交问卷后即可查看并打印评估报告。',
      '如需更权威的结论，可在服务中心申请专家线下评估。',
    ],
  },
  {
    id: 'register-login',
    keywords: ['注册', '登录', '账号'],
    summary: '使用手机号注册平台账号，登录后即可使用全部服务。',
    steps: [
      '点击页面右上角“注册”，填写用户名、密码（至少 6 位，含数字、小写字母和特殊字符）和手机号。',
      '点击“发送验证码”，输入短信验证码后提交注册。',
      '注册成功后返回登录页，使用用户名和密码登录。',
      '忘记密码时，可在登录页通过手机验证码重置密码。',
    ],
  },
];

const GENERAL: GuideSteps = {
  summary: '平台为企业提供资讯、案例、服务商对接与评估等一站式服务。',
  steps: [
    '注册并登录平台账号。',
    '在“用户中心”完成企业认证。',
    '在“服务中心”开展数字化转型自评估，获取评估报告。',
    '在“赋能中心”浏览课程、合作服务商和解决方案，对接所需服务。',
  ],
};

/** The walkthrough of a guide: by its dictionary value, else by a word of its title, else the general one. */
export function guideStepsFor(id: string | null, title: string): GuideSteps {
  return (
    RULES.find((rule) => rule.id === id) ??
    RULES.find((rule) => rule.keywords.some((word) => title.includes(word))) ??
    GENERAL
  );
}
