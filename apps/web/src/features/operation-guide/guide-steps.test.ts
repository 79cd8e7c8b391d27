import { describe, expect, it } from 'vitest';
import { guideStepsFor } from './guide-steps';

describe('guideStepsFor', () => {
  it('chooses the walkthrough by the dictionary value first', () => {
    expect(guideStepsFor('member-management', '随便什么标题').steps[0]).toContain('企业成员');
    expect(guideStepsFor('formal-assessment', '正式评估申请指南').steps[0]).toContain('线下评估申请');
  });

  it('falls back to a keyword of the title', () => {
    expect(guideStepsFor(null, '服务商认证与方案发布').steps[0]).toContain('服务商认证');
    expect(guideStepsFor('unknown', '企业认证操作指南').steps[0]).toContain('企业信息');
    expect(guideStepsFor(null, 'DCMM 自评估').steps[1]).toContain('自评估入口');
  });

  it('falls back to the general walkthrough', () => {
    expect(guideStepsFor(null, '平台介绍').steps).toHaveLength(4);
  });
});
