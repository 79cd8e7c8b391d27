import type { DictionaryCode } from '@dtmm/shared';
import { Select, type SelectProps } from 'antd';
import { useDictionary } from '@/features/reference/api/dictionaries';

interface DictionarySelectProps extends Omit<SelectProps<string | string[]>, 'options' | 'loading'> {
  code: DictionaryCode;
}

/** A select over one dictionary's items (portal.md 7.5); the value is the items' value. */
export function DictionarySelect({ code, ...props }: DictionarySelectProps) {
  const { items, isLoading } = useDictionary(code);
  return <Select {...props} options={items} loading={isLoading} />;
}
