/** Route metadata: set as `handle` on a route; the layout reads the deepest title. */
export interface RouteHandle {
  title?: string;
  /** The page is plain HTML and CSS: it renders without antd's scope (the home page). */
  isPlain?: boolean;
}

export const WELCOME_PREFIX = '欢迎使用';

/** '首页 - 欢迎使用山西省企业数字化转型服务平台', or the welcome text alone for an untitled route. */
export function formatPageTitle(routeTitle: string | undefined, platformName: string): string {
  const welcome = `${WELCOME_PREFIX}${platformName}`;
  const title = routeTitle?.trim();
  return title ? `${title} - ${welcome}` : welcome;
}

const titleOf = (handle: unknown): string | undefined => {
  if (!handle || typeof handle !== 'object' || !('title' in handle)) return undefined;
  const { title } = handle as RouteHandle;
  return typeof title === 'string' && title ? title : undefined;
};

/** The title of the deepest matched route that has one. */
export function routeTitleOf(matches: readonly { handle: unknown }[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = titleOf(matches[i]?.handle);
    if (title) return title;
  }
  return undefined;
}
