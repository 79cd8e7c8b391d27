import type { AdminDictionaryItem, DictionaryCode } from '@dtmm/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ADMIN_API } from '../../admin-paths';

const BASE = `${ADMIN_API}/dictionaries`;
const at = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const adminDictionaryKeys = {
  all: ['admin', 'dictionaries'] as const,
  byCode: (code: DictionaryCode) => [...adminDictionaryKeys.all, code] as const,
};

/** The fields of an item as the modal edits them. */
export interface DictionaryItemFields {
  label: string;
  value: string;
  sortOrder: number;
  isEnabled: boolean;
}

/** GET /api/admin/dictionaries?code=: every item of the code, disabled ones too, in their order. */
export function useDictionaryItems(code: DictionaryCode) {
  return useQuery({
    queryKey: adminDictionaryKeys.byCode(code),
    queryFn: ({ signal }) => apiClient.get<AdminDictionaryItem[]>(BASE, { query: { code }, signal }),
  });
}

/** Answers '字典项已添加'. */
export const addDictionaryItem = (code: DictionaryCode, fields: DictionaryItemFields) =>
  apiClient.postForMessage<{ id: string }>(BASE, { code, ...fields });

/** Answers '字典项已保存'. */
export const changeDictionaryItem = (id: string, fields: DictionaryItemFields) =>
  apiClient.putForMessage<null>(at(id), fields);

/** Answers '字典项已删除'. */
export const removeDictionaryItem = (id: string) => apiClient.deleteForMessage<null>(at(id));
