import '../topic-551.css';
import { Form, Input, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useDictionary } from '@/features/reference/api/dictionaries';
import { useServiceStatusLabels } from '@/features/service-management/components/service-status-tag';
import { ADMIN_PATHS } from '../../admin-paths';
import { ListPage } from '../../components/list-page';
import { requestQueryOf } from '../../components/list-query';
import { useListQuery } from '../../components/use-list-query';
import { ExportButton } from '../../exports/export-button';
import { ProviderSelect } from '../../solutions/components/provider-select';
import { useServedEnterprisePage } from '../api/topic551-api';
import { SERVED_DEFAULTS, statusOptions } from '../served-filters';
import { yearChoices } from '../topic551-years';
import { servedEnterpriseColumns } from './served-enterprise-columns';
import { ServedEnterpriseDrawer } from './served-enterprise-drawer';

const YEARS = yearChoices({ withAll: true });

/** The company.type dictionary as a filter, 全部 first. */
function useCompanyTypeOptions() {
  const { items, isLoading } = useDictionary('company.type');
  const options = useMemo(() => [{ value: '', label: '全部' }, ...items], [items]);
  return { options, isLoading };
}

/** /admin/topic551/enterprises: every provider's served enterprises, filtered in the address; a drawer shows one. */
export function ServedEnterpriseListPage() {
  const list = useListQuery(SERVED_DEFAULTS);
  const request = requestQueryOf(list.query);
  const { data, isFetching } = useServedEnterprisePage(request);
  const statusLabels = useServiceStatusLabels();
  const companyTypes = useCompanyTypeOptions();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ListPage
      title="551服务企业"
      list={list}
      extra={
        <Space wrap>
          <Link to={ADMIN_PATHS.topic551}>返回551专题进度</Link>
          <ExportButton table="served-enterprises" query={request} />
        </Space>
      }
      filters={[
        <Form.Item key="queryCondition" name="queryCondition" label="企业名称">
          <Input allowClear maxLength={50} placeholder="请输入企业名称" />
        </Form.Item>,
        <Form.Item key="serviceProviderId" name="serviceProviderId" label="服务商">
          <ProviderSelect />
        </Form.Item>,
        <Form.Item key="serviceStatus" name="serviceStatus" label="服务状态">
          <Select options={statusOptions(statusLabels)} />
        </Form.Item>,
        <Form.Item key="companyCompanyType" name="companyCompanyType" label="企业类型">
          <Select options={companyTypes.options} loading={companyTypes.isLoading} />
        </Form.Item>,
        <Form.Item key="submitYear" name="submitYear" label="年度">
          <Select options={YEARS} />
        </Form.Item>,
      ]}
      columns={servedEnterpriseColumns({
        sort: list.query,
        statusLabels,
        onOpen: (row) => setOpenId(row.id),
      })}
      page={data}
      isLoading={isFetching}
      emptyText="暂无服务企业"
    >
      <ServedEnterpriseDrawer id={openId} statusLabels={statusLabels} onClose={() => setOpenId(null)} />
    </ListPage>
  );
}
