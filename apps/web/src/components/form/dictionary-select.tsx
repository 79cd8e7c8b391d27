import type { DictionaryCode } from '@dtmm/shared';
import { Select, type SelectProps } from 'antd';
import { useDictionary } from '@/features/reference/api/dictionaries';

interface DictionarySelectProps extends Omit<SelectProps<string | string[]>, 'options' | 'loading'> {
  code: DictionaryCode;
}

// Typing in a multi-select searches the names people read, not the stored codes ('太原市', not '1401').
const BY_LABEL = { optionFilterProp: 'label' };

/** A select over one dictionary's items (portal.md 7.5); the value is the items' value. */
export function DictionarySelect({ code, ...props }: DictionarySelectProps) {
  const { items, isLoading } = useDictionary(code);
  return <Select showSearch={props.mode ? BY_LABEL : undefined} {...props} options={items} loading={isLoading} />;
}
