import { messages, type SolutionItem } from '@dtmm/shared';
import { Button, Popconfirm, Tag } from 'antd';
import { Link } from 'react-router';
import type { SolutionLabels } from '../../hooks/use-solution-labels';
import { SOLUTION_PATHS } from '../../solution-links';
import { SolutionStatusTag } from '../solution-status-tag';
import { RejectionOpinion } from './rejection-opinion';

interface OwnSolutionItemProps {
  solution: SolutionItem;
  labels: SolutionLabels;
  canManage: boolean;
  /** The entry whose delete is running, if any: every 删除 waits for it. */
  deletingId: string | null;
  onDelete: (id: string) => Promise<void>;
}

function LabelLine({ name, labels }: { name: string; labels: string[] }) {
  if (labels.length === 0) return null;
  return (
    <div className="own-solution__labels">
      <span className="own-solution__label-name">{name}：</span>
      {labels.map((label) => (
        <Tag key={label}>{label}</Tag>
      ))}
    </div>
  );
}

function Actions({ solution, canManage, deletingId, onDelete }: Omit<OwnSolutionItemProps, 'labels'>) {
  return (
    <div className="own-solution__actions">
      <Link to={SOLUTION_PATHS.form('view', solution.id)}>查看</Link>
      {canManage ? (
        <>
          <Link to={SOLUTION_PATHS.form('edit', solution.id)}>编辑</Link>
          <Popconfirm
            title={messages.common.confirmDelete}
            okText="确定"
            cancelText="取消"
            onConfirm={() => onDelete(solution.id)}
          >
            <Button
              type="link"
              size="small"
              danger
              loading={deletingId === solution.id}
              disabled={deletingId !== null && deletingId !== solution.id}
            >
              删除
            </Button>
          </Popconfirm>
        </>
      ) : null}
    </div>
  );
}

/** One entry of the own list: name, status, scenarios and industries, last change, the opinion when rejected. */
export function OwnSolutionItem({ solution, labels, ...actions }: OwnSolutionItemProps) {
  return (
    <li className="own-solution" data-testid="own-solution">
      <div className="own-solution__body">
        <h2 className="own-solution__name">
          {solution.solutionName}
          <SolutionStatusTag status={solution.tableFlag} />
        </h2>
        <LabelLine name="应用场景" labels={labels.scenarios} />
        <LabelLine name="应用行业" labels={labels.industries} />
        <span className="own-solution__time">更新时间：{solution.updateTime}</span>
        <RejectionOpinion solution={solution} />
      </div>
      <Actions solution={solution} {...actions} />
    </li>
  );
}
