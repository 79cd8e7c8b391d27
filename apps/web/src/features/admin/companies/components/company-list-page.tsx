import { CERTIFICATION_STATUS_LABELS } from '@dtmm/shared';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { ListPage } from '../../components/list-page';
import { requestQueryOf } from '../../components/list-query';
import { useListQuery } from '../../components/use-list-query';
import { ExportButton } from '../../exports/export-button';
import { useAdminCompanyPage } from '../api/companies-api';
import { companyColumns } from './company-columns';
import { CompanyDrawer } from './company-drawer';

const DEFAULTS = { keyword: '', certificationStatus: '' };
const STATUS_OPTIONS = [
  { value: '', label: '全部' },
  ...([1, 2] as const).map((status) => ({ value: String(status), label: CERTIFICATION_STATUS_LABELS[status] })),
  { value: '0', label: '未认证' },
];

/** /admin/companies: every company with its certification and provider status; a drawer shows one. */
export function CompanyListPage() {
  const list = useListQuery(DEFAULTS);
  const request = requestQueryOf(list.query);
  const { data, isFetching } = useAdminCompanyPage(request);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ListPage
      title="企业管理"
      list={list}
      extra={<ExportButton table="companies" query={request} />}
      filters={[
        <Form.Item key="keyword" name="keyword" label="关键词">
          <Input allowClear placeholder="企业名称 / 统一社会信用代码" />
        </Form.Item>,
        <Form.Item key="certificationStatus" name="certificationStatus" label="企业认证">
          <Select options={STATUS_OPTIONS} />
        </Form.Item>,
      ]}
      columns={companyColumns(list.query, (company) => setOpenId(company.id))}
      page={data}
      isLoading={isFetching}
      emptyText="暂无企业"
    >
      <CompanyDrawer companyId={openId} onClose={() => setOpenId(null)} />
    </ListPage>
  );
}
