import { Button, Descriptions, Modal, Table, Tag } from 'antd';
import { LABEL_STYLES } from '../../components/field-styles';
import type { BankVersionQuestion } from '../api/bank-versions-api';
import { indicatorLabel, LEVEL_NAMES, QUESTION_TYPE_LABELS } from '../indicators';

type Option = BankVersionQuestion['options'][number];

/** 查看题目 of a published version: read only. */
export function QuestionView({ question, onClose }: { question: BankVersionQuestion | null; onClose: () => void }) {
  return (
    <Modal
      title={question ? `查看题目 ${question.id}` : '查看题目'}
      open={question !== null}
      width={760}
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
      destroyOnHidden
    >
      {question ? (
        <>
          <Descriptions
            bordered
            size="small"
            column={1}
            styles={LABEL_STYLES}
            items={[
              { key: 'indicator', label: '指标', children: indicatorLabel(question.indicatorId) },
              { key: 'level', label: '级别', children: `${question.level}级 ${LEVEL_NAMES[question.level] ?? ''}` },
              { key: 'type', label: '题型', children: QUESTION_TYPE_LABELS[question.questionType] ?? '—' },
              { key: 'title', label: '题目', children: question.title },
              { key: 'desc', label: '说明', children: <span className="admin-field">{question.questionDesc}</span> },
            ]}
          />
          <Table<Option>
            className="bank-view__options"
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={question.options}
            columns={[
              { title: '选项', dataIndex: 'id', width: 60 },
              { title: '内容', dataIndex: 'label', className: 'bank-table__text' },
              { title: '分值', dataIndex: 'credit', width: 70 },
              {
                title: '排他',
                dataIndex: 'exclusive',
                width: 70,
                render: (exclusive?: boolean) => (exclusive ? <Tag>排他</Tag> : null),
              },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
