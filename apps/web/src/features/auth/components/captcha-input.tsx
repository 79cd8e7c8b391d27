import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Input } from 'antd';

interface CaptchaInputProps {
  src: string;
  onRefresh: () => void;
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** The captcha answer beside its image; clicking the image loads a new one (portal.md 2.5). */
export function CaptchaInput({ src, onRefresh, id, value, onChange }: CaptchaInputProps) {
  return (
    <div className="captcha-input">
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        prefix={<SafetyCertificateOutlined />}
        placeholder="请输入验证码"
        autoComplete="off"
        maxLength={10}
      />
      <button type="button" className="captcha-input__image" onClick={onRefresh} title="看不清？换一张">
        <img src={src} alt="验证码，点击换一张" width={120} height={40} />
      </button>
    </div>
  );
}
