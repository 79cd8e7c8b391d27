import { Select } from 'antd';
import type { ChoiceSource } from '../content-fields';
import { useChoices } from '../hooks/use-choices';

interface ChoiceSelectProps {
  choices: ChoiceSource;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

const SEARCH = { optionFilterProp: 'label' };

/** A select of a content field: dictionary items, a fixed list or the certified providers; searchable. */
export function ChoiceSelect({ choices, value, onChange, id }: ChoiceSelectProps) {
  const { options, isLoading } = useChoices(choices);
  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={(next?: string) => onChange?.(next ?? '')}
      options={options}
      loading={isLoading}
      allowClear
      showSearch={SEARCH}
      placeholder="请选择"
    />
  );
}
