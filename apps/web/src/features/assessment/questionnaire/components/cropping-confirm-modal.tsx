import type { BankTreeArea } from '@dtmm/shared';
import { Button, Modal, Tag } from 'antd';
import { indicatorCount } from '../indicator-cropping-rules';

interface CroppingConfirmModalProps {
  isOpen: boolean;
  isCreating: boolean;
  /** 数字化生产, or 数字化经营 for a non-industrial company. */
  businessAreaName: string;
  /** The business area's indicators that stay, by name. */
  chosen: readonly string[];
  fixedAreas: readonly BankTreeArea[];
  onReselect: () => void;
  onConfirm: () => void;
}

/** 开始答题's confirmation: the chosen indicators, with 重新选择 and 确认答题 (assessment.md 2). */
export function CroppingConfirmModal(props: CroppingConfirmModalProps) {
  const { isOpen, isCreating, businessAreaName, chosen, fixedAreas, onReselect, onConfirm } = props;
  return (
    <Modal
      open={isOpen}
      title="确认评估指标"
      onCancel={onReselect}
      className="cropping-confirm"
      footer={[
        <Button key="reselect" onClick={onReselect} disabled={isCreating}>
          重新选择
        </Button>,
        <Button key="confirm" type="primary" loading={isCreating} onClick={onConfirm}>
          确认答题
        </Button>,
      ]}
    >
      <p className="cropping-confirm__lead">
        {businessAreaName}：已选 {chosen.length} 项指标
      </p>
      <div className="cropping-confirm__chosen" data-testid="chosen-indicators">
        {chosen.map((name) => (
          <Tag key={name} color="blue">
            {name}
          </Tag>
        ))}
      </div>
      <p className="cropping-confirm__fixed">
        另含{fixedAreas.map((area) => `${area.name}（${indicatorCount(area)} 项）`).join('、')}的全部指标。
      </p>
      <p className="cropping-confirm__hint">开始答题后指标不能再调整。</p>
    </Modal>
  );
}
