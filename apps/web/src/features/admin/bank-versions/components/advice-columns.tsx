import { type AdviceRow, ASSESSMENT_LEVELS } from '@dtmm/shared';
import { Button, type TableColumnsType } from 'antd';
import { indicatorLabel } from '../indicators';

const shortText = { ellipsis: { showTitle: true }, width: 130 } as const;

/** 指标, the five levels' advice and the note, shortened to one line each; 编辑 or 查看. */
export function adviceColumns(isDraft: boolean, onOpen: (row: AdviceRow) => void): TableColumnsType<AdviceRow> {
  return [
    { title: '指标', dataIndex: 'indicatorId', width: 130, render: indicatorLabel },
    ...ASSESSMENT_LEVELS.map(({ level }, index) => ({
      title: `${level}级`,
      key: `level${level}`,
      ...shortText,
      render: (_: unknown, row: AdviceRow) => row.levels[index],
    })),
    { title: '注意事项', dataIndex: 'note', ...shortText },
    {
      title: '操作',
      key: 'action',
      width: 80,
      fixed: 'right',
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => onOpen(row)}
          aria-label={`${isDraft ? '编辑' : '查看'}${row.indicatorId}的建议`}
        >
          {isDraft ? '编辑' : '查看'}
        </Button>
      ),
    },
  ];
}
