/** The six sections of the top menu (portal.md 2.1) and their children. */
export interface NavItem {
  label: string;
  /** Where the item leads: a path, optionally with a query. */
  to: string;
  children?: readonly NavItem[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: '首页', to: '/home' },
  {
    label: '新闻资讯',
    to: '/infoGovernment',
    children: [
      { label: '政策资讯', to: '/infoGovernment?type=政策资讯' },
      { label: '行业资讯', to: '/infoGovernment?type=行业资讯' },
      { label: '通知公告', to: '/infoGovernment?type=通知公告' },
    ],
  },
  {
    label: '转型案例',
    to: '/case',
    children: [
      { label: '两化融合管理体系', to: '/case?type=两化融合管理体系' },
      { label: '工业互联网', to: '/case?type=工业互联网' },
      { label: '典型案例', to: '/case?type=典型案例' },
    ],
  },
  {
    label: '知识中心',
    to: '/konwledge',
    children: [
      { label: '政策解读', to: '/konwledge?type=1' },
      { label: '标准规范', to: '/konwledge?type=2' },
      { label: '知识资料', to: '/konwledge?type=3' },
    ],
  },
  {
    label: '赋能中心',
    to: '/empowerment',
    children: [
      { label: '热门课程', to: '/empowerment/popularCourses' },
      { label: '合作服务商', to: '/empowerment/serviceProvider' },
      { label: '解决方案', to: '/empowerment/provider' },
    ],
  },
  {
    label: '服务中心',
    to: '/severcenter',
    children: [
      { label: '数字化转型水平评估', to: '/severcenter/evaluation?name=diagnosis_service' },
      { label: 'DCMM评估', to: '/severcenter/evaluation?name=dcmm' },
    ],
  },
];

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The menu keys to highlight for a location: its section and, when one matches exactly, the child. */
export function selectedNavKeys(pathname: string, search: string): string[] {
  const keys: string[] = [];
  const here = `${pathname}${safeDecode(search)}`;
  for (const item of NAV_ITEMS) {
    if (pathname !== item.to && !pathname.startsWith(`${item.to}/`)) continue;
    keys.push(item.to);
    const child = item.children?.find((c) => c.to === here || (!c.to.includes('?') && pathname.startsWith(c.to)));
    if (child) keys.push(child.to);
  }
  return keys;
}
