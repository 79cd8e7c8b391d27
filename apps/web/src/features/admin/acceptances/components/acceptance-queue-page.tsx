import '../acceptances.css';
import { Form, Input, Select } from 'antd';
import { ListPage } from '../../components/list-page';
import { statusQueueRequest } from '../../components/status-filter';
import { useListQuery } from '../../components/use-list-query';
import { ExportButton } from '../../exports/export-button';
import { useAcceptanceQueue } from '../api/acceptances-api';
import { QUEUE_DEFAULTS, STATUS_OPTIONS, TYPE_OPTIONS } from '../queue-filters';
import { queueColumns } from './queue-columns';

/** /admin/acceptances: the companies' formal assessment applications, by status, type and company. */
export function AcceptanceQueuePage() {
  const list = useListQuery(QUEUE_DEFAULTS);
  const request = statusQueueRequest(list.query);
  const { data, isFetching } = useAcceptanceQueue(request);
  return (
    <ListPage
      title="正式评估受理"
      list={list}
      extra={<ExportButton table="acceptances" query={request} />}
      filters={[
        <Form.Item key="status" name="status" label="受理状态">
          <Select options={STATUS_OPTIONS} />
        </Form.Item>,
        <Form.Item key="assessmentType" name="assessmentType" label="评估类型">
          <Select options={TYPE_OPTIONS} />
        </Form.Item>,
        <Form.Item key="keyword" name="keyword" label="企业">
          <Input allowClear placeholder="企业名称或统一社会信用代码" />
        </Form.Item>,
      ]}
      columns={queueColumns(list.query)}
      page={data}
      isLoading={isFetching}
      emptyText="暂无正式评估申请"
    />
  );
}
