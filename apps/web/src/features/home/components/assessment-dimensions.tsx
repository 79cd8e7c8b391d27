import './home-sections.css';
import { ClusterOutlined, DeploymentUnitOutlined, RiseOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/section-heading';

const DIMENSIONS: readonly { name: string; text: string; icon: ReactNode }[] = [
  {
    name: '数字化基础',
    text: '网络、设备、数据与信息系统等数字化基础设施的建设和应用水平。',
    icon: <ClusterOutlined />,
  },
  {
    name: '数字化治理',
    text: '转型战略规划、组织机制、人才与资金保障以及数据安全管理能力。',
    icon: <SafetyCertificateOutlined />,
  },
  {
    name: '数字化生产',
    text: '研发设计、生产制造、经营管理和运维服务等业务环节的数字化深度。',
    icon: <DeploymentUnitOutlined />,
  },
  {
    name: '数字化转型成效',
    text: '转型在提质、增效、降本、绿色和安全等方面带来的实际成效。',
    icon: <RiseOutlined />,
  },
];

/** The four assessment dimensions. */
export function AssessmentDimensions() {
  return (
    <section className="page-section page-section--tinted" aria-labelledby="dimensions-title">
      <div className="container">
        <SectionHeading id="dimensions-title" title="评估维度" subtitle="从四个维度全面刻画企业数字化转型水平" />
        <ul className="dimension-grid">
          {DIMENSIONS.map((dimension) => (
            <li key={dimension.name} className="dimension">
              <span className="dimension__icon" aria-hidden="true">
                {dimension.icon}
              </span>
              <h3 className="dimension__name">{dimension.name}</h3>
              <p className="dimension__text">{dimension.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
