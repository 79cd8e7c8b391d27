import { messages, SMS_COUNTDOWN_S } from '@dtmm/shared';
import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useCountdown } from '../hooks/use-countdown';

interface SmsCodeInputProps {
  /** The form field that holds the phone the code goes to. */
  phoneField: string;
  /** Sends the code; rejects (the api client already showed the server's msg) when it was not sent. */
  send: (phone: string) => Promise<unknown>;
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * The SMS code box with its send button (portal.md 4.5, 5.2): the phone must be valid first; after
 * a send the button is disabled for 120 s and shows the seconds left.
 */
export function SmsCodeInput({ phoneField, send, id, value, onChange }: SmsCodeInputProps) {
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  const countdown = useCountdown(SMS_COUNTDOWN_S);
  const [isSending, setSending] = useState(false);

  const sendCode = async () => {
    const phone = await form
      .validateFields([phoneField])
      .then(() => String(form.getFieldValue(phoneField)).trim())
      .catch(() => null);
    if (!phone) return;
    setSending(true);
    try {
      await send(phone);
      countdown.start();
      void message.success(messages.auth.verifyCodeSent);
    } catch {
      // not sent: the server's msg is already on screen
    } finally {
      setSending(false);
    }
  };

  return (
    <Space.Compact block>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder="请输入短信验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <Button className="sms-code__send" disabled={countdown.isRunning} loading={isSending} onClick={sendCode}>
        {countdown.isRunning ? `${countdown.remaining}秒后重新获取` : '获取验证码'}
      </Button>
    </Space.Compact>
  );
}
