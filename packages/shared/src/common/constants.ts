/** Business constants and limits of portal.md 9 and assessment.md 9. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const RATE_LIMIT_RELOAD_MS = 6_000;
export const NOTICE_TOAST_MS = 1_500;
export const ERROR_TOAST_MS = 5_000;
export const INACTIVITY_LOGOUT_MS = 30 * 60_000;
export const INACTIVITY_CHECK_MS = 60_000;
export const LOGIN_MAX_ATTEMPTS = 4;
export const LOGIN_LOCK_MS = 600_000;
export const SMS_COUNTDOWN_S = 120;
export const PASSWORD_MIN_LENGTH = 6;
export const CREDIT_CODE_LENGTH = 18;
export const LONG_TEXT_MAX = 1000;
export const IMAGE_MAX_COUNT = 5;
export const IMAGE_MAX_KB = 2048;
export const CROP_SIZE_PX = 100;
export const LIST_PAGE_SIZE_DEFAULT = 10;
export const LIST_PAGE_SIZES = [10, 20, 30] as const;
export const WIDE_LIST_PAGE_SIZES = [25, 50, 100, 150] as const;
/** The largest page any list answers; bigger requests are refused, not clamped. */
export const LIST_PAGE_SIZE_MAX = 150;
export const YEAR_FILTER_SPAN = 30;
export const BACK_TO_TOP_PX = 500;
export const USER_MENU_HIDE_MS = 300;
export const CAROUSEL_INTERVAL_MS = 5_000;
export const DOWNLOAD_THROTTLE_MS = 1_000;
export const SOLUTION_MAX_IMAGES = 5;
export const SOLUTION_MAX_INDUSTRIES = 3;
export const CASE_PAGE_SIZE = 8;
export const COURSE_PAGE_SIZE = 4;

export const CERTIFY_TYPES = ['企业', '服务商'] as const;
export type CertifyType = (typeof CERTIFY_TYPES)[number];
export const CERTIFICATION_STATUSES = { none: 0, certified: 1, underReview: 2 } as const;
export const MEMBER_ROLES = ['ADMIN', 'USER'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const NEWS_CATEGORIES = ['政策资讯', '行业资讯', '通知公告'] as const;
export const CASE_TYPES = ['两化融合管理体系', '工业互联网', '典型案例'] as const;
export const COURSE_TYPES = ['数字化转型', '产品创新', '技术创新', '营销创新'] as const;
export const STANDARD_STATUSES = ['预研', '已立项', '正在起草', '即将实施', '现行'] as const;
export const KNOWLEDGE_TABS = [
  { id: '1', name: '政策解读' },
  { id: '2', name: '标准规范' },
  { id: '3', name: '知识资料' },
] as const;

/** The OAuth-style client the browser identifies as (portal.md 7.1 sends client id and secret). */
export const WEB_CLIENT = { id: 'dtmm-web', secret: 'dtmm-web-public' } as const;
