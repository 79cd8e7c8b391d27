import type { ThemeConfig } from 'antd';

export const BRAND_BLUE = '#1456f0';

/** The one theme: a trustworthy blue on a light, quiet surface. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_BLUE,
    colorInfo: BRAND_BLUE,
    colorLink: BRAND_BLUE,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Menu: { itemBg: 'transparent', horizontalLineHeight: '64px', itemPaddingInline: 18 },
  },
};
