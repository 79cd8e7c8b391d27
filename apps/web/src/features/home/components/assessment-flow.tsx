import './assessment-flow.css';
import type { CSSProperties } from 'react';
import { SectionHeading } from '@/components/section-heading';

interface Flow {
  name: string;
  summary: string;
  steps: readonly string[];
}

const FLOWS: readonly Flow[] = [
  {
    name: '自评估',
    summary: '企业在线自助完成，即时获取报告',
    steps: ['企业认证', '选择评估指标', '在线答题', '获取评估报告'],
  },
  {
    name: '线下评估',
    summary: '专家现场评估，结果权威公示',
    steps: ['提交正式评估申请', '平台受理', '专家现场评估', '出具评估报告', '结果公示'],
  },
];

/** The two assessment flows as numbered steps (portal.md 1). */
export function AssessmentFlow() {
  return (
    <section className="page-section" aria-labelledby="assessment-flow-title">
      <div className="container">
        <SectionHeading
          id="assessment-flow-title"
          title="评估流程"
          subtitle="自评估 4 步即可完成，线下评估由专家全程参与"
        />
        <div className="flow-list">
          {FLOWS.map((flow) => (
            <div key={flow.name} className="flow">
              <div className="flow__head">
                <h3 className="flow__name">{flow.name}</h3>
                <p className="flow__summary">{flow.summary}</p>
              </div>
              <ol className="flow__steps" style={{ '--flow-steps': flow.steps.length } as CSSProperties}>
                {flow.steps.map((step, index) => (
                  <li key={step} className="flow__step">
                    <span className="flow__index">{index + 1}</span>
                    <span className="flow__label">{step}</span>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
