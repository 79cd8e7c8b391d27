import type { Notice } from '../certifications/certification-notices';

/** What the enterprise's members read in 消息通知 when its 551 service is complete. */
export const serviceCompletedNotice = (providerName: string): Notice => ({
  title: '551专题服务已完成',
  content: `${providerName}已为贵单位上传“1”企业数字化转型专题的评估报告，本次专题服务已完成。评估结果可在“数字化转型评估”中查看。`,
});
