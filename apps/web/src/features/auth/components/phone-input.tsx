import { Input, Space } from 'antd';

interface PhoneInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
}

/** An 11-digit mobile number behind the +86 prefix (portal.md 2.5, 9). */
export function PhoneInput({ id, value, onChange, placeholder = '请输入手机号' }: PhoneInputProps) {
  return (
    <Space.Compact block>
      <Space.Addon>+86</Space.Addon>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value.replace(/\s/g, ''))}
        placeholder={placeholder}
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={11}
      />
    </Space.Compact>
  );
}
