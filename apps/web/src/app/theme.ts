import type { ThemeConfig } from 'antd';

export const BRAND_BLUE = '#1456f0';

/**
 * Secondary text (descriptions, breadcrumb links, menu group titles, placeholders): antd's 45 % black is
 * 3.3:1 on white; 60 % is 5.7:1, and still above 4.5:1 on the light blue and grey panels (WCAG 2.1 AA).
 * global.css holds the same value as --text-secondary for the platform's own styles.
 */
const TEXT_SECONDARY = 'rgba(0, 0, 0, 0.6)';

/** The one theme: a trustworthy blue on a light, quiet surface. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_BLUE,
    colorInfo: BRAND_BLUE,
    colorLink: BRAND_BLUE,
    colorTextTertiary: TEXT_SECONDARY,
    colorTextDescription: TEXT_SECONDARY,
    colorTextPlaceholder: TEXT_SECONDARY,
    // antd's #ff4d4f is 3.3:1 on white: a danger button's or an error's text must be readable too.
    colorError: '#cf1322',
    // Status text (a 成功 tag, a finished progress's 100%) and the preset tags' text (their 7th shade) at
    // 4.5:1 or more on their pale backgrounds: antd's own greens and oranges are near 3:1.
    colorSuccess: '#237804',
    colorWarning: '#ad6800',
    green7: '#237804',
    cyan7: '#006d75',
    orange7: '#ad4e00',
    gold7: '#ad6800',
    volcano7: '#ad2102',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Menu: { itemBg: 'transparent', horizontalLineHeight: '64px', itemPaddingInline: 18 },
  },
};
