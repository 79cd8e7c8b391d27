import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { createMessageNotifier, setNotifier } from '@/lib/notifier';
import { theme } from './theme';

dayjs.locale('zh-cn');

/** '取消', not antd's default '取 消' for two-character labels. */
const BUTTON_CONFIG = { autoInsertSpace: false };
/** At most three toasts at once. */
const MESSAGE_CONFIG = { maxCount: 3 };

/** Routes the api client's toasts through the themed, context-aware message API of antd's App. */
function NotifierBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    const previous = setNotifier(createMessageNotifier(message));
    return () => {
      setNotifier(previous);
    };
  }, [message]);
  return null;
}

/** antd in Chinese with the platform theme, TanStack Query, and antd's App context for message/modal. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={BUTTON_CONFIG}>
      <AntApp message={MESSAGE_CONFIG}>
        <NotifierBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
