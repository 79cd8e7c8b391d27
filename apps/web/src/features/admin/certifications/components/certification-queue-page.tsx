import { CERTIFICATION_STATUS_LABELS, CERTIFY_TYPES } from '@dtmm/shared';
import { Form, Input, Select } from 'antd';
import { ListPage } from '../../components/list-page';
import { statusFilterOptions, statusQueueRequest } from '../../components/status-filter';
import { useListQuery } from '../../components/use-list-query';
import { ExportButton } from '../../exports/export-button';
import { useCertificationQueue } from '../api/certifications-api';
import { QUEUE_DEFAULTS } from '../queue-filters';
import { queueColumns } from './queue-columns';

const TYPE_OPTIONS = [{ value: '', label: '全部' }, ...CERTIFY_TYPES.map((type) => ({ value: type, label: type }))];
const STATUS_OPTIONS = statusFilterOptions(CERTIFICATION_STATUS_LABELS);

/** /admin/certifications: the review queue, filtered by type, status and company name, credit code or applicant. */
export function CertificationQueuePage() {
  const list = useListQuery(QUEUE_DEFAULTS);
  const request = statusQueueRequest(list.query);
  const { data, isFetching } = useCertificationQueue(request);
  return (
    <ListPage
      title="认证审核"
      list={list}
      extra={<ExportButton table="certifications" query={request} />}
      filters={[
        <Form.Item key="certifyType" name="certifyType" label="认证类型">
          <Select options={TYPE_OPTIONS} />
        </Form.Item>,
        <Form.Item key="status" name="status" label="审核状态">
          <Select options={STATUS_OPTIONS} />
        </Form.Item>,
        <Form.Item key="keyword" name="keyword" label="关键词">
          <Input allowClear placeholder="企业名称 / 信用代码 / 申请人" />
        </Form.Item>,
      ]}
      columns={queueColumns(list.query)}
      page={data}
      isLoading={isFetching}
      emptyText="暂无认证申请"
    />
  );
}
