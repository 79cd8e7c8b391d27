import { type ContentKind, messages } from '@dtmm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';
import { contentKeys, createContent, moveContent, updateContent } from '../api/content-api';
import { bodyOf, type ContentForm, type ContentItem, valuesOf } from '../content-fields';

export type EditorAction = 'save' | 'publish' | 'unpublish';
const FORM_INVALID = '请完善表单信息';

interface ContentActionsOptions {
  kind: ContentKind;
  spec: ContentForm;
  form: FormInstance;
  /** The stored item; null while the form is a new one. */
  item: ContentItem | null;
}

/**
 * 保存, 发布 and 下线 of the editor, one at a time ('请勿重复提交' meanwhile). 保存 stores the whole
 * form (a new item becomes a draft and the address becomes its edit page); 发布 stores first, so
 * what is published is what the operator sees. Refusals were toasted by the api client.
 */
export function useContentActions({ kind, spec, form, item }: ContentActionsOptions) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState<EditorAction | null>(null);

  const guarded = async (action: EditorAction, work: () => Promise<void>) => {
    if (inFlight.current) {
      void message.warning(messages.common.duplicateSubmit);
      return;
    }
    inFlight.current = true;
    setBusy(action);
    try {
      await work();
    } catch {
      // the api client has shown the server's message
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  /** Validates and stores the form; answers the item's id, or null when a field is wrong. */
  const store = async (): Promise<string | null> => {
    const isValid = await form.validateFields().then(
      () => true,
      () => false,
    );
    if (!isValid) {
      void message.error(FORM_INVALID);
      return null;
    }
    const body = bodyOf(spec, form.getFieldsValue(true));
    if (item) {
      const { msg } = await updateContent(kind, item.id, body);
      void message.success(msg);
      return item.id;
    }
    const { data, msg } = await createContent(kind, body);
    void message.success(msg);
    return data.id;
  };

  /** The lists and the item again; a new item opens as its edit page, an open one takes the stored values. */
  const reload = async (id: string) => {
    await queryClient.invalidateQueries({ queryKey: contentKeys.kind(kind) });
    if (!item) return void navigate(ADMIN_PATHS.contentEdit(kind, id), { replace: true });
    const fresh = queryClient.getQueryData<ContentItem>(contentKeys.item(kind, id));
    if (fresh) form.setFieldsValue(valuesOf(spec, fresh));
  };

  const move = async (id: string, action: 'publish' | 'unpublish') => {
    const { msg } = await moveContent(kind, id, action);
    void message.success(msg);
  };

  return {
    busy,
    save: () =>
      guarded('save', async () => {
        const id = await store();
        if (id) await reload(id);
      }),
    publish: () =>
      guarded('publish', async () => {
        const id = await store();
        if (!id) return;
        try {
          await move(id, 'publish');
        } finally {
          await reload(id); // a draft created just now is kept even if publishing was refused
        }
      }),
    unpublish: () =>
      guarded('unpublish', async () => {
        if (!item) return;
        try {
          await move(item.id, 'unpublish');
        } finally {
          await reload(item.id);
        }
      }),
  };
}
