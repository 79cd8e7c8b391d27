import { SafetyCertificateOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import type { BankVersionDetail } from '../api/bank-versions-api';
import { versionLabel } from '../indicators';
import { BankVersionStatusTags } from './bank-version-status-tag';

interface VersionHeaderProps {
  detail: BankVersionDetail;
  isChecking: boolean;
  isPublishing: boolean;
  onCheck: () => void;
  onPublish: () => void;
}

/** 第N版 with its status and facts; a draft's 校验 and 发布. */
export function VersionHeader({ detail, isChecking, isPublishing, onCheck, onPublish }: VersionHeaderProps) {
  const facts = [
    detail.copiedFrom === null ? '初始版本' : `复制自${versionLabel(detail.copiedFrom)}`,
    `题目 ${detail.questionCount} 道`,
    `评估记录 ${detail.recordCount} 条`,
    `创建于 ${detail.createdAt}`,
    ...(detail.publishedAt ? [`发布于 ${detail.publishedAt}`] : []),
  ];
  return (
    <div className="bank-version-head">
      <div className="bank-version-head__main">
        <div className="admin-review__head">
          <h1 className="admin-page__title">{versionLabel(detail.version)}</h1>
          <BankVersionStatusTags version={detail} />
        </div>
        <ul className="bank-version-head__facts">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </div>
      {detail.status === 'draft' ? (
        <div className="bank-version-head__actions">
          <Button icon={<SafetyCertificateOutlined />} loading={isChecking} onClick={onCheck}>
            校验
          </Button>
          <Popconfirm
            title={`确定发布${versionLabel(detail.version)}吗？`}
            description="发布后新开始的评估将使用该版本，且该版本不能再修改；已完成的评估结果与报告不受影响。"
            okText="发布"
            cancelText="取消"
            onConfirm={onPublish}
          >
            <Button type="primary" icon={<SendOutlined />} loading={isPublishing}>
              发布
            </Button>
          </Popconfirm>
        </div>
      ) : null}
    </div>
  );
}
