import { type Topic551ProviderProgress as ProviderFigures, percentText } from '@dtmm/shared';
import { Card, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { useServiceStatusLabels } from '@/features/service-management/components/service-status-tag';
import { useTopic551Providers } from '../api/topic551-api';
import { servedEnterprisesLink } from '../served-filters';

type Labels = ReturnType<typeof useServiceStatusLabels>;

function columnsOf(labels: Labels, linkOf: (row: ProviderFigures) => string): TableColumnsType<ProviderFigures> {
  return [
    {
      title: '服务商',
      dataIndex: 'serviceProviderName',
      render: (name: string, row) => <Link to={linkOf(row)}>{name}</Link>,
    },
    { title: '服务企业', dataIndex: 'enterprises', align: 'right', width: 100 },
    { title: labels['0'], dataIndex: 'planned', align: 'right', width: 90 },
    { title: labels['1'], dataIndex: 'inService', align: 'right', width: 90 },
    { title: labels['2'], dataIndex: 'completed', align: 'right', width: 90 },
    {
      title: '完成率',
      key: 'rate',
      align: 'right',
      width: 100,
      render: (_, row) => percentText(row.completed, row.enterprises),
    },
  ];
}

interface ProviderProgressTableProps {
  year: number;
  labels: Labels;
}

const PAGE_SIZE = 10;

/**
 * Each provider's served enterprises of the year, the busiest first, ten a page from the server (a
 * province has thousands of providers); a row opens the list filtered to that provider.
 */
export function ProviderProgressTable({ year, labels }: ProviderProgressTableProps) {
  const navigate = useNavigate();
  const [page, setPage] = useState({ year, page: 1 });
  // Another year starts again from its first page.
  const current = page.year === year ? page.page : 1;
  const { data, isFetching } = useTopic551Providers({ year, page: current, limit: PAGE_SIZE });
  const linkOf = (row: ProviderFigures) =>
    servedEnterprisesLink({ serviceProviderId: row.serviceProviderId, submitYear: String(year) });
  return (
    <Card variant="borderless" title="各服务商服务情况">
      <Table<ProviderFigures>
        rowKey="serviceProviderId"
        size="small"
        columns={columnsOf(labels, linkOf)}
        dataSource={data?.list ?? []}
        loading={isFetching}
        pagination={{
          current,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => `共 ${total} 家服务商`,
          onChange: (next) => setPage({ year, page: next }),
        }}
        scroll={{ x: 'max-content' }}
        rowClassName="topic551-row-link"
        locale={{ emptyText: '当年暂无服务商服务企业' }}
        onRow={(row) => ({
          // The name is a link of its own; a click elsewhere on the row goes to the same place.
          onClick: (event) => {
            if (!(event.target as HTMLElement).closest('a')) void navigate(linkOf(row));
          },
        })}
      />
    </Card>
  );
}
