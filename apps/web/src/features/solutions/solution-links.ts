/** The solution pages' addresses; every link to them goes through here. */
export type SolutionFormMode = 'add' | 'edit' | 'view';

export const SOLUTION_PATHS = {
  catalogue: '/empowerment/provider',
  detail: (id: string) => `/empowerment/provider/detail?${new URLSearchParams({ id })}`,
  own: '/user/solution',
  form: (mode: SolutionFormMode, id?: string) =>
    `/user/solutionForm?${new URLSearchParams(id ? { mode, id } : { mode })}`,
} as const;
