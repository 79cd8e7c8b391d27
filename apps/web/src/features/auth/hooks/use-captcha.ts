import { useCallback, useState } from 'react';
import { usePlatformConfig } from '@/features/platform/api/platform-config';
import { captchaImageUrl } from '../api/auth-api';
import { captchaId } from '../captcha-id';

/** The login captcha, when GET /cruplat/getconfig says usecaptcha 'true'; `refresh` loads a new image. */
export function useCaptcha() {
  const { data: config } = usePlatformConfig();
  const [captchaCookie] = useState(captchaId);
  const [timestamp, setTimestamp] = useState(() => Date.now());
  const refresh = useCallback(() => setTimestamp((previous) => Math.max(Date.now(), previous + 1)), []);
  const isEnabled = config?.usecaptcha === 'true';
  return { isEnabled, captchaCookie, src: captchaImageUrl(captchaCookie, timestamp), refresh };
}
