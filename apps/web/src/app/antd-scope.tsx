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
/**
 * The bar under a file while it uploads, as antd draws it (thin, no figure), with a name: a progressbar
 * without one is read as a bare percentage (axe aria-progressbar-name; the service detail, issue 30).
 */
const UPLOAD_CONFIG = { progress: { size: [-1, 2] as [number, number], showInfo: false, 'aria-label': '上传进度' } };

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

/**
 * antd in Chinese with the platform theme and antd's App context (message, modal), around the parts
 * that use antd: the back office, the user centre, forms, lists. The public frame and the home page
 * are plain HTML and CSS, so a phone shows and starts them without antd's styling at run time.
 * Small scopes (a drawer, a header menu) leave the toasts to the page's scope.
 */
export function AntdScope({ children, routesToasts = true }: { children: ReactNode; routesToasts?: boolean }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={BUTTON_CONFIG} upload={UPLOAD_CONFIG}>
      <AntApp message={MESSAGE_CONFIG}>
        {routesToasts ? <NotifierBridge /> : null}
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
