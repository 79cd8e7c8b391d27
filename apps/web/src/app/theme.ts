import type { ThemeConfig } from 'antd';

export const BRAND_BLUE = '#1456f0';
/** The brand blue under the pointer: a step darker. */
const BRAND_BLUE_HOVER = '#0e4ad9';

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
    // Under the pointer the blue darkens instead of antd's lighter shades: a primary button's white text
    // stays at 7.0:1 (antd's #3d7dfc is 3.8:1; the 551 intro's 开始自评, issue 30), and so does a link's
    // text on white (antd's #669eff is 2.65:1).
    colorPrimaryHover: BRAND_BLUE_HOVER,
    colorPrimaryTextHover: BRAND_BLUE_HOVER,
    colorLinkHover: BRAND_BLUE_HOVER,
    // antd rings a focused control (radio, checkbox, button, input) in this colour: its pale #8fbcff is
    // 1.9:1 on white, this blue 3.5:1, so the keyboard's focus is plain to see (WCAG 1.4.11, 2.4.7).
    colorPrimaryBorder: '#4f84f5',
    colorInfo: BRAND_BLUE,
    colorLink: BRAND_BLUE,
    colorTextTertiary: TEXT_SECONDARY,
    colorTextDescription: TEXT_SECONDARY,
    colorTextPlaceholder: TEXT_SECONDARY,
    // antd's #ff4d4f is 3.3:1 on white: a danger button's or an error's text must be readable too.
    colorError: '#cf1322',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffa39e',
    // Status text (a 成功 or 警告 tag, a finished progress's 100%) at 4.5:1 or more on its pale
    // background: antd's own green and gold are near 3:1 and 2:1. Tags use these statuses, not the preset
    // green or orange, whose 7th shades are near 3:1 too.
    // The pale backgrounds stay antd's own: derived from these darker seeds they would turn grey.
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Menu: { itemBg: 'transparent', horizontalLineHeight: '64px', itemPaddingInline: 18 },
  },
};
