import type { AdminCompanyDetail } from '@dtmm/shared';
import { Table, type TableColumnsType, Tag } from 'antd';
import { useDictionaryLabels } from '@/features/reference/api/dictionaries';
import { CertificationStatusTag } from '../../components/certification-status-tag';
import { DetailDrawer } from '../../components/detail-drawer';
import { DrawerFields } from '../../components/field-list';
import { useAdminCompany } from '../api/companies-api';

type Member = AdminCompanyDetail['members'][number];

const MEMBER_COLUMNS: TableColumnsType<Member> = [
  { title: '用户名', dataIndex: 'username' },
  { title: '手机号', dataIndex: 'phone' },
  { title: '角色', dataIndex: 'role', render: (role: string | null) => (role === 'ADMIN' ? '管理员' : '成员') },
  {
    title: '状态',
    dataIndex: 'isDisabled',
    render: (isDisabled: boolean) => (isDisabled ? <Tag color="error">已停用</Tag> : <Tag color="success">正常</Tag>),
  },
];

const or = (value: string | null | undefined) => value || '—';

function CompanyFields({ company }: { company: AdminCompanyDetail }) {
  const companyTypes = useDictionaryLabels('company.type');
  const scales = useDictionaryLabels('company.scale');
  const incomes = useDictionaryLabels('company.income');
  const label = (labels: ReadonlyMap<string, string>, value: string | null) =>
    or(value && (labels.get(value) ?? value));
  const items = [
    ['统一社会信用代码', company.socialCreditCode],
    ['企业认证', <CertificationStatusTag key="c" status={company.certificationStatus} noneLabel="未认证" />],
    ['服务商认证', <CertificationStatusTag key="p" status={company.providerStatus} noneLabel="未认证" />],
    ['法定代表人', or(company.legalRepresentative)],
    ['企业类型', label(companyTypes, company.companyType)],
    ['所在行业', or(company.industryName)],
    ['所在区域', or(company.areaText)],
    ['企业地址', or(company.registeredAddress)],
    ['企业规模', label(scales, company.employee)],
    ['营业收入', label(incomes, company.annualRevenue)],
    ['联系人', or(company.personInCharge ?? company.contactName)],
    ['联系电话', or(company.contactPhone)],
    ['企业网站', or(company.companyWebsite)],
    ['创建时间', company.createTime],
    [
      '企业简介',
      <span key="profile" className="admin-field">
        {or(company.companyProfile)}
      </span>,
    ],
  ] as const;
  return <DrawerFields rows={items} />;
}

/** A company's fields and its members, beside the list. */
export function CompanyDrawer({ companyId, onClose }: { companyId: string | null; onClose: () => void }) {
  const { data: company, isPending } = useAdminCompany(companyId);
  return (
    <DetailDrawer
      open={companyId !== null}
      onClose={onClose}
      title={company?.companyName ?? '企业详情'}
      loading={isPending || !company}
    >
      {company && (
        <>
          <CompanyFields company={company} />
          <h3 className="admin-drawer__heading">企业成员（{company.members.length}）</h3>
          <Table<Member>
            rowKey="id"
            size="small"
            columns={MEMBER_COLUMNS}
            dataSource={company.members}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </>
      )}
    </DetailDrawer>
  );
}
