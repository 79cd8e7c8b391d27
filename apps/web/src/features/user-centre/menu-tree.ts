import type { MenuNode } from '@dtmm/shared';

/** The leaf items (type 'menu') of the tree, in order. */
export function menuLeaves(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) =>
    node.type === 'menu' ? [node, ...menuLeaves(node.children)] : menuLeaves(node.children),
  );
}

/** Pages the menu does not list (the solution form, the formal application), by the item they are opened from. */
const OPENED_FROM: Readonly<Record<string, string>> = {
  '/user/solutionform': '/user/solution',
  '/user/formalassessmentform': '/user/digitalization',
};

/** The item the path belongs to (its own path, one below it, or the page it is opened from), the longest match winning. */
export function activeItem(nodes: readonly MenuNode[], pathname: string): MenuNode | null {
  const own = pathname.replace(/\/+$/, '').toLowerCase();
  const path = OPENED_FROM[own] ?? own;
  let best: MenuNode | null = null;
  for (const leaf of menuLeaves(nodes)) {
    const url = leaf.pathUrl.toLowerCase();
    if (!url || !(path === url || path.startsWith(`${url}/`))) continue;
    if (!best || url.length > best.pathUrl.length) best = leaf;
  }
  return best;
}

/** The group holding an item, for the menu's open keys. */
export function groupOf(nodes: readonly MenuNode[], id: string): MenuNode | null {
  return nodes.find((node) => node.children.some((child) => child.id === id)) ?? null;
}
