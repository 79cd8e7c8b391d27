import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useNoticeCompanies } from '../api/notices-api';

const SEARCH_DELAY_MS = 300;

interface NoticeCompanySelectProps {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
}

/** The receiving company, searched by name on the server as the editor types (certified companies only). */
export function NoticeCompanySelect({ id, value, onChange }: NoticeCompanySelectProps) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = useNoticeCompanies(keyword);
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      allowClear
      placeholder="输入企业名称查找"
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={isFetching}
      notFoundContent={isFetching ? '查找中…' : '没有匹配的已认证企业'}
      options={(data ?? []).map((company) => ({ value: company.id, label: company.companyName }))}
    />
  );
}
