import type { AgreementKind } from '@dtmm/shared';

/** Who runs the platform and how to reach them, as the deployment configures it (README, DTMM_*). */
export interface AgreementParties {
  platformName: string;
  operatorName: string;
  supportPhone: string;
  supportEmail: string;
}

const section = (heading: string, ...paragraphs: string[]) =>
  `<h2>${heading}</h2>${paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('')}`;
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/**
 * Version 1 of the 用户协议, seeded on the first start. Content editors change it by publishing a new
 * version in the back office; the names and contacts come from the deployment's settings.
 */
function terms({ platformName, operatorName, supportPhone, supportEmail }: AgreementParties): string {
  return [
    `<p>欢迎使用${platformName}（以下简称“本平台”）。本平台由${operatorName}（以下简称“我们”）建设和运营，面向本省企业、服务商和主管部门提供数字化转型政策资讯、诊断评估、服务对接等公共服务。请您在注册和使用前认真阅读本协议，特别是以加粗标示的条款。您勾选同意并完成注册，即表示您已理解并接受本协议的全部内容。</p>`,
    section(
      '一、账号注册与使用',
      '1. 您应使用本人实名登记的手机号码注册，并如实填写信息。一个手机号码只能注册一个账号。',
      '2. 账号和密码由您自行保管。因您泄露密码或将账号转借他人造成的损失，由您自行承担；发现账号被盗用，请立即修改密码并联系我们。',
      '3. 为保护账号安全，连续多次输入错误密码后账号将被暂时锁定，长时间未操作将自动退出登录。',
    ),
    section(
      '二、企业认证与企业成员',
      '1. 企业认证须由企业授权人员提交，所填写的企业名称、统一社会信用代码、营业执照等材料应真实、合法、有效。<strong>提交虚假材料的，我们有权驳回申请、撤销认证，并依法向有关部门报告。</strong>',
      '2. 认证通过后，提交人成为企业管理员，可以添加或移除企业成员、调整成员角色、维护企业信息。企业管理员应仅将确属本企业的人员加入企业，并在人员离职时及时解除绑定。',
      '3. 企业在本平台形成的认证资料、评估记录、正式评估申请、解决方案等属于企业的业务记录，由企业管理员管理，不因某一成员离开企业或注销账号而删除。',
    ),
    section(
      '三、诊断评估与真实性承诺',
      '1. 自评估结果仅依据企业填报的答案，按照平台公布的评估模型计算，供企业了解自身数字化转型水平参考，不构成任何资质认定。',
      '2. <strong>企业提交评估前须签署真实性承诺，对所填报内容的真实性负责。</strong>正式评估以评估机构现场核实的结果为准。',
    ),
    section(
      '四、服务商与信息发布',
      '1. 服务商发布的解决方案、服务案例须经平台审核后公开，服务商对发布内容的真实性、合法性及知识产权负责。',
      '2. 平台展示服务商信息是为了便于企业选择服务，不代表我们为其服务质量作出担保。企业与服务商之间的合同与纠纷由双方依法处理。',
    ),
    section(
      '五、行为规范',
      '您不得利用本平台从事下列行为：',
      list(
        '发布违法违规、虚假或侵犯他人合法权益的信息；',
        '冒用他人身份或企业名义注册、认证；',
        '以技术手段批量抓取数据、干扰平台正常运行或绕过安全措施；',
        '未经授权获取、使用其他用户或企业的信息。',
      ),
      '违反上述规范的，我们可以视情节采取删除内容、限制功能、停用账号等措施，并依法向有关部门报告。',
    ),
    section(
      '六、个人信息保护',
      '我们按照《隐私政策》收集、使用和保护您的个人信息。您可以在“用户中心—个人信息”中下载个人信息副本，也可以注销账号。《隐私政策》是本协议的组成部分。',
    ),
    section(
      '七、服务的变更与中止',
      '1. 我们可能根据政策要求和服务需要调整平台功能，并在平台公告。因系统维护、升级需要暂停服务的，我们会尽量提前通知。',
      '2. 本协议更新后，我们会在您下次登录时请您阅读并确认；您不同意更新内容的，可以停止使用并注销账号。',
    ),
    section(
      '八、法律适用与联系方式',
      '本协议适用中华人民共和国法律。因本协议产生的争议，双方应协商解决；协商不成的，可以向我们所在地有管辖权的人民法院提起诉讼。',
      `如有疑问，请拨打服务热线 ${supportPhone} 或发送邮件至 ${supportEmail}。`,
    ),
  ].join('');
}

/** Version 1 of the 隐私政策 (个人信息保护法 art. 17: who, what, why, how long, the person's rights, contact). */
function privacy({ platformName, operatorName, supportPhone, supportEmail }: AgreementParties): string {
  return [
    `<p>${platformName}由${operatorName}负责运营，我们是您在本平台上个人信息的处理者。本政策说明我们收集哪些个人信息、为什么收集、保存多久，以及您如何行使自己的权利。</p>`,
    section(
      '一、我们收集的个人信息及用途',
      list(
        '<strong>注册和登录：</strong>用户名、手机号码、密码（仅保存不可逆的加密摘要）、短信验证码，用于创建账号、验证身份和找回密码。',
        '<strong>企业认证与成员管理：</strong>您作为企业联系人、负责人填写的姓名和电话，用于审核认证、联系企业。',
        '<strong>诊断评估：</strong>您代表企业保存的评估答案及保存时间，用于计算评估结果并记录由谁填报。',
        '<strong>安全记录：</strong>登录时间、IP 地址、浏览器信息以及重要操作记录，用于保障账号安全、排查异常和依法留存日志。',
        '<strong>协议同意记录：</strong>您同意本政策和《用户协议》的版本、时间和 IP 地址，用于证明您的同意。',
      ),
      '我们不收集您的身份证件号码、生物识别信息、精确位置等敏感个人信息，也不将您的个人信息用于商业营销。',
    ),
    section(
      '二、我们如何共享和公开',
      '我们不会向第三方出售您的个人信息。以下情形除外：',
      list(
        '您所在企业的企业管理员可以看到本企业成员的用户名和手机号码（手机号码仅对添加您的管理员完整显示）；',
        '您申请正式评估时，评估机构为开展评估可以查看企业提交的申请材料；',
        '短信验证码通过短信服务提供商发送，其仅能获取您的手机号码和验证码；',
        '依照法律法规或有权机关的要求提供。',
      ),
    ),
    section(
      '三、保存期限',
      list(
        '账号信息保存至您注销账号为止；注销后，您的用户名、手机号码、邮箱当即删除或匿名化。',
        '登录日志和操作审计记录依照《中华人民共和国网络安全法》第二十一条的要求保存不少于六个月；注销账号后，这些记录中不再显示您的用户名和手机号码。',
        '协议同意记录作为合法处理的证明，随审计记录一并保存。',
        '企业的认证资料、评估记录等属于企业的业务记录，由企业保存和管理。',
      ),
    ),
    section(
      '四、您的权利',
      list(
        '<strong>查阅和复制：</strong>在“用户中心—个人信息”中，可随时下载您的个人信息副本（JSON 或 Excel 格式），内容包括账号信息、所属企业、保存的评估答案、登录记录和同意记录。',
        '<strong>更正：</strong>可以在用户中心修改密码；用户名、手机号码需要更正的，请联系我们。',
        '<strong>注销账号：</strong>在“用户中心—个人信息”中输入当前密码即可注销。您是企业唯一的企业管理员且企业还有其他成员时，请先将管理员移交给其他成员。注销后账号立即退出登录且不能再登录，同一手机号码可以重新注册。',
        '<strong>撤回同意：</strong>您可以通过注销账号撤回同意；撤回不影响撤回前基于同意已进行的处理。',
      ),
    ),
    section(
      '五、我们如何保护您的个人信息',
      '我们采用传输加密、密码加密存储、访问权限分级、操作审计和定期备份等措施保护您的个人信息。发生个人信息安全事件时，我们将按照法律规定及时告知您并向主管部门报告。',
    ),
    section('六、未成年人', '本平台面向企业和机构的工作人员，不面向未满十四周岁的未成年人提供服务。'),
    section(
      '七、本政策的更新',
      '本政策更新后，我们会发布新版本，并在您下次登录时请您阅读并确认；您确认之前，将无法继续使用需要登录的功能。',
    ),
    section(
      '八、联系我们',
      `如对本政策或您的个人信息有任何疑问、意见或投诉，请联系${operatorName}：服务热线 ${supportPhone}，电子邮箱 ${supportEmail}。我们将在十五个工作日内答复。`,
    ),
  ].join('');
}

/** The first version of each agreement: its title and its text for this deployment. */
export function firstVersions(parties: AgreementParties): Record<AgreementKind, { title: string; content: string }> {
  return {
    terms: { title: `${parties.platformName}用户协议`, content: terms(parties) },
    privacy: { title: `${parties.platformName}隐私政策`, content: privacy(parties) },
  };
}
