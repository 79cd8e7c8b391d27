import './dictionaries.css';
import { PlusOutlined } from '@ant-design/icons';
import type { AdminDictionaryItem, DictionaryCode } from '@dtmm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Select, Table } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { dictionaryKeys } from '@/features/reference/api/dictionaries';
import { ADMIN_PATHS } from '../../admin-paths';
import {
  addDictionaryItem,
  adminDictionaryKeys,
  changeDictionaryItem,
  type DictionaryItemFields,
  removeDictionaryItem,
  useDictionaryItems,
} from '../api/dictionaries-api';
import { DICTIONARY_CODE_LABELS, EDITABLE_CODES, editableCodeOf, FIRST_CODE } from '../dictionary-codes';
import { dictionaryColumns } from './dictionary-columns';
import { DictionaryItemModal } from './dictionary-item-modal';

const CODE_OPTIONS = EDITABLE_CODES.map((code) => ({
  value: code,
  label: `${DICTIONARY_CODE_LABELS[code]}（${code}）`,
}));
const NEW_ITEM: DictionaryItemFields = { label: '', value: '', sortOrder: 0, isEnabled: true };
const fieldsOf = ({ label, value, sortOrder, isEnabled }: AdminDictionaryItem): DictionaryItemFields => ({
  label,
  value,
  sortOrder,
  isEnabled,
});

/** /admin/dictionaries: pick a dictionary (kept in the address), then add, change, switch off or delete its items. */
export function DictionaryPage() {
  const [params, setParams] = useSearchParams();
  const code = editableCodeOf(params.get('code')) ?? FIRST_CODE;
  const { data: items, isFetching } = useDictionaryItems(code);
  const [editing, setEditing] = useState<{ id: string | null; fields: DictionaryItemFields } | null>(null);
  const change = useItemChanges(code);

  const submit = async (fields: DictionaryItemFields) => {
    const id = editing?.id ?? null;
    const isDone = await change.run(() => (id ? changeDictionaryItem(id, fields) : addDictionaryItem(code, fields)));
    if (isDone) setEditing(null);
  };
  const columns = dictionaryColumns({
    onToggle: (item) =>
      void change.run(() => changeDictionaryItem(item.id, { ...fieldsOf(item), isEnabled: !item.isEnabled })),
    onEdit: (item) => setEditing({ id: item.id, fields: fieldsOf(item) }),
    onDelete: (item) => void change.run(() => removeDictionaryItem(item.id)),
  });
  return (
    <section className="admin-page">
      <div className="admin-page__head">
        <h1 className="admin-page__title">字典管理</h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null, fields: NEW_ITEM })}>
          新增字典项
        </Button>
      </div>
      <div className="admin-panel">
        <div className="dictionary-picker">
          <label htmlFor="dictionary-code">字典</label>
          <Select
            id="dictionary-code"
            value={code}
            options={CODE_OPTIONS}
            onChange={(next: DictionaryCode) => setParams({ code: next })}
            showSearch={{ optionFilterProp: 'label' }}
            className="dictionary-picker__select"
          />
        </div>
        <Alert
          type="info"
          showIcon
          className="dictionary-note"
          title="停用的字典项不再出现在选项中，已使用它的内容照常显示。"
          description={
            <>
              操作指南的条目由「<Link to={ADMIN_PATHS.contentList('guides')}>操作指南</Link>」管理维护。
            </>
          }
        />
        <Table<AdminDictionaryItem>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={items ?? []}
          loading={isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '暂无字典项' }}
        />
      </div>
      <DictionaryItemModal
        editing={editing}
        isBusy={change.isBusy}
        onSubmit={(fields) => void submit(fields)}
        onCancel={() => setEditing(null)}
      />
    </section>
  );
}

/** A change of the code's items: the server's message, then the code's items again, here and in every select. */
function useItemChanges(code: DictionaryCode) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [isBusy, setBusy] = useState(false);
  const run = async (call: () => Promise<{ msg: string }>): Promise<boolean> => {
    setBusy(true);
    try {
      const { msg } = await call();
      void message.success(msg);
      return true;
    } catch {
      return false; // the api client has shown the server's message
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: adminDictionaryKeys.byCode(code) });
      void queryClient.invalidateQueries({ queryKey: dictionaryKeys.byCode(code) });
    }
  };
  return { run, isBusy };
}
