import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchIndustryLevel, type IndustryOption } from '../api/industries-api';

/** Hangs `children` under the option at `path`; a 大类 without 中类 becomes a leaf. */
function attach(options: IndustryOption[], path: readonly string[], children: IndustryOption[]): IndustryOption[] {
  const [head, ...rest] = path;
  return options.map((option) => {
    if (option.value !== head) return option;
    if (rest.length > 0) return { ...option, children: attach(option.children ?? [], rest, children) };
    return { ...option, children, isLeaf: children.length === 0 };
  });
}

/**
 * The lazily loaded industry tree (portal.md 2.11). The levels of `initialPath` (a certified
 * company's industry) are loaded at once, so the cascader shows names and not codes.
 */
export function useIndustryOptions(initialPath: readonly string[] | undefined) {
  const queryClient = useQueryClient();
  const [options, setOptions] = useState<IndustryOption[]>([]);
  const [startPath] = useState(() => (initialPath ?? []).slice(0, 2));

  useEffect(() => {
    let isCurrent = true;
    (async () => {
      let tree = await fetchIndustryLevel(queryClient, []);
      for (let depth = 1; depth <= startPath.length; depth++) {
        const parent = startPath.slice(0, depth);
        tree = attach(tree, parent, await fetchIndustryLevel(queryClient, parent));
      }
      if (isCurrent) setOptions(tree);
    })().catch(() => undefined); // the api client has told the person
    return () => {
      isCurrent = false;
    };
  }, [queryClient, startPath]);

  const loadData = async (selected: IndustryOption[]) => {
    const path = selected.map((option) => option.value);
    const children = await fetchIndustryLevel(queryClient, path).catch(() => []);
    setOptions((tree) => attach(tree, path, children));
  };
  return { options, loadData };
}
