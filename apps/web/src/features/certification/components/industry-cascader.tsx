import { Cascader } from 'antd';
import type { IndustryOption } from '../api/industries-api';
import { useIndustryOptions } from '../hooks/use-industry-options';

interface IndustryCascaderProps {
  /** [门类, 大类, 中类?] codes. */
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}

/** 门类 → 大类 → 中类, loaded level by level; the 中类 is optional, so any level may be chosen (2.11). */
export function IndustryCascader({ value, onChange, id }: IndustryCascaderProps) {
  const { options, loadData } = useIndustryOptions(value);
  return (
    <Cascader<IndustryOption>
      id={id}
      options={options}
      loadData={(selected) => void loadData(selected)}
      value={value}
      onChange={(path) => onChange?.((path ?? []).map(String))}
      changeOnSelect
      placeholder="请选择所在行业"
    />
  );
}
