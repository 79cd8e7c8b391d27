import { SOLUTION_STATUS_LABELS } from '@dtmm/shared';
import { Form, Input, Select } from 'antd';
import { useDictionaryLabels } from '@/features/reference/api/dictionaries';
import { ListPage } from '../../components/list-page';
import { statusFilterOptions, statusQueueRequest } from '../../components/status-filter';
import { useListQuery } from '../../components/use-list-query';
import { ExportButton } from '../../exports/export-button';
import { useSolutionQueue } from '../api/solution-review-api';
import { QUEUE_DEFAULTS } from '../queue-filters';
import { ProviderSelect } from './provider-select';
import { queueColumns } from './queue-columns';

const STATUS_OPTIONS = statusFilterOptions(SOLUTION_STATUS_LABELS);

/** /admin/solutions: the providers' solutions to review, filtered by status, provider and name. */
export function SolutionQueuePage() {
  const list = useListQuery(QUEUE_DEFAULTS);
  const request = statusQueueRequest(list.query);
  const { data, isFetching } = useSolutionQueue(request);
  const scenarioLabels = useDictionaryLabels('company.service.category');
  return (
    <ListPage
      title="方案审核"
      list={list}
      extra={<ExportButton table="solutions" query={request} />}
      filters={[
        <Form.Item key="status" name="status" label="审核状态">
          <Select options={STATUS_OPTIONS} />
        </Form.Item>,
        <Form.Item key="providerId" name="providerId" label="服务商">
          <ProviderSelect />
        </Form.Item>,
        <Form.Item key="solutionName" name="solutionName" label="方案名称">
          <Input allowClear placeholder="请输入解决方案名称" />
        </Form.Item>,
      ]}
      columns={queueColumns(list.query, scenarioLabels)}
      page={data}
      isLoading={isFetching}
      emptyText="暂无解决方案"
    />
  );
}
