import './property.css';
import {
  COMPANY_PATENT_STATUS_LABELS,
  CONTENT_STATUSES,
  type CompanyPatentItem,
  type ContentStatus,
  PATENT_TYPES,
} from '@dtmm/shared';
import { App, Button, Input, Select } from 'antd';
import { useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { CompanyFirstNotice } from './company-first-notice';
import { PatentFormModal } from './patent-form-modal';
import { PatentList } from './patent-list';
import { type PatentPageQuery, useCompanyPatents, useDeletePatent } from './property-api';

const ALL = { value: '', label: '全部' };
const STATUS_OPTIONS = [ALL, ...CONTENT_STATUSES.map((s) => ({ value: s, label: COMPANY_PATENT_STATUS_LABELS[s] }))];
const TYPE_OPTIONS = [ALL, ...PATENT_TYPES.map((type) => ({ value: type, label: type }))];

/** The form's state: closed, adding, or editing one entry. */
type Editing = { isOpen: false } | { isOpen: true; patent: CompanyPatentItem | null };

/**
 * /user/patent (专利成果): the company's patents in every status. Every member registers one (it
 * waits for the platform to publish it); the ADMIN edits and deletes what is not yet published.
 */
export function CompanyPatentsPage() {
  const { user } = useSession();
  if (!user?.companyId) return <CompanyFirstNotice />;
  return <CompanyPatents canManage={user.role === 'ADMIN'} companyName={user.companyName ?? ''} />;
}

function CompanyPatents({ canManage, companyName }: { canManage: boolean; companyName: string }) {
  const { message } = App.useApp();
  const [query, setQuery] = useState<PatentPageQuery>({ page: 1, limit: 10, title: '', status: '', patentType: '' });
  const [editing, setEditing] = useState<Editing>({ isOpen: false });
  const { data, isFetching } = useCompanyPatents(query);
  const deletion = useDeletePatent();
  const filter = (change: Partial<PatentPageQuery>) => setQuery((q) => ({ ...q, ...change, page: 1 }));
  const remove = async (patent: CompanyPatentItem) => {
    try {
      const { msg } = await deletion.mutateAsync(patent.id);
      void message.success(msg);
    } catch {
      // the api client has shown the server's msg
    }
  };
  return (
    <section className="property-patents">
      <div className="property__head">
        <h2 className="user-centre__title">专利成果</h2>
        <Button type="primary" onClick={() => setEditing({ isOpen: true, patent: null })}>
          登记专利
        </Button>
      </div>
      <div className="property__bar">
        <Input.Search
          placeholder="请输入专利名称"
          allowClear
          enterButton="查询"
          className="property__search"
          onSearch={(title) => filter({ title: title.trim() })}
        />
        <Select
          aria-label="按状态筛选"
          className="property__select"
          options={STATUS_OPTIONS}
          value={query.status}
          onChange={(status: ContentStatus | '') => filter({ status })}
        />
        <Select
          aria-label="按类型筛选"
          className="property__select"
          options={TYPE_OPTIONS}
          value={query.patentType}
          onChange={(patentType: string) => filter({ patentType })}
        />
      </div>
      <PatentList
        rows={data?.list ?? []}
        total={data?.total ?? 0}
        page={query.page}
        limit={query.limit}
        isLoading={isFetching}
        canManage={canManage}
        deletingId={deletion.isPending ? (deletion.variables ?? null) : null}
        onPage={(page, limit) => setQuery((q) => ({ ...q, page: limit === q.limit ? page : 1, limit }))}
        onEdit={(patent) => setEditing({ isOpen: true, patent })}
        onDelete={(patent) => void remove(patent)}
      />
      <PatentFormModal
        isOpen={editing.isOpen}
        editing={editing.isOpen ? editing.patent : null}
        companyName={companyName}
        onClose={() => setEditing({ isOpen: false })}
      />
    </section>
  );
}
