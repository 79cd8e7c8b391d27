import type { RegionNode } from '@dtmm/shared';
import { useQuery } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { fetchRegionTree, regionKeys } from '@/features/reference/api/regions';

interface AreaCascaderProps {
  /** [province, city, district] codes. */
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}

const FIELD_NAMES = { label: 'name', value: 'code', children: 'children' } as const;

/**
 * Province → city → district from the whole GB/T 2260 tree. The server accepts any real district
 * of any province (certification-checks.ts), and every province there has three levels.
 */
export function AreaCascader({ value, onChange, id }: AreaCascaderProps) {
  const { data, isLoading } = useQuery({
    queryKey: regionKeys.tree,
    queryFn: ({ signal }) => fetchRegionTree(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Cascader<RegionNode>
      id={id}
      options={data ?? []}
      fieldNames={FIELD_NAMES}
      loading={isLoading}
      value={value}
      onChange={(path) => onChange?.((path ?? []).map(String))}
      showSearch
      placeholder="请选择区域"
    />
  );
}
