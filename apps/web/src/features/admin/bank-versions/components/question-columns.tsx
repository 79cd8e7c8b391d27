import { Button, type TableColumnsType, Tag } from 'antd';
import type { BankVersionQuestion } from '../api/bank-versions-api';
import { INDUSTRY_GROUP_NAMES, indicatorLabel, LEVEL_NAMES, QUESTION_TYPE_LABELS } from '../indicators';

/** A question asked of some industry groups only (a 成效 band per group) says whose it is under its id. */
function QuestionId({ question }: { question: BankVersionQuestion }) {
  if (!question.industryGroups) return question.id;
  const names = question.industryGroups.map((group) => INDUSTRY_GROUP_NAMES[group]).join('、');
  return (
    <>
      {question.id}
      <Tag className="bank-table__group">仅{names}</Tag>
    </>
  );
}

/** 编号, 指标, 级别, 题型, 题目, 选项数, and 编辑 (a draft) or 查看. */
export function questionColumns(
  isDraft: boolean,
  onOpen: (question: BankVersionQuestion) => void,
): TableColumnsType<BankVersionQuestion> {
  return [
    { title: '编号', dataIndex: 'id', width: 130, render: (_, question) => <QuestionId question={question} /> },
    { title: '指标', dataIndex: 'indicatorId', width: 150, render: indicatorLabel },
    {
      title: '级别',
      dataIndex: 'level',
      width: 70,
      render: (level: number) => <span title={LEVEL_NAMES[level]}>{level}级</span>,
    },
    {
      title: '题型',
      dataIndex: 'questionType',
      width: 70,
      render: (type: number) => QUESTION_TYPE_LABELS[type] ?? type,
    },
    { title: '题目', dataIndex: 'title', className: 'bank-table__text' },
    { title: '选项数', key: 'options', width: 80, render: (_, question) => question.options.length },
    {
      title: '操作',
      key: 'action',
      width: 80,
      fixed: 'right',
      render: (_, question) => (
        <Button
          type="link"
          size="small"
          onClick={() => onOpen(question)}
          aria-label={`${isDraft ? '编辑' : '查看'} ${question.id}`}
        >
          {isDraft ? '编辑' : '查看'}
        </Button>
      ),
    },
  ];
}
