import {
  adminDictionaryListAnswer,
  adminDictionaryQuery,
  contentCreatedAnswer,
  contentMessageAnswer,
  dictionaryItemFields,
  dictionaryItemIdParams,
  dictionaryAdminMessages as dm,
  newDictionaryItem,
  ResultCode,
} from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok } from '../../lib/reply';
import { requireOperator } from '../../plugins/auth';
import { addItem, changeItem, listItems, removeItem } from './dictionaries.admin.service';

/** Operators keep the dictionaries (issue 12): every item of a code, add, change, remove; audited. */
export const dictionaryAdminRoutes: ModuleRoutes = async (app, { ctx }) => {
  const tags = ['admin-content'];
  const config = { invalidates: ['dictionaries'] as const };
  app.addHook('onRequest', async (request) => {
    await requireOperator(request, 'dictionaries');
  });
  app.get(
    '/api/admin/dictionaries',
    {
      schema: {
        tags,
        summary: '字典项（运营）',
        querystring: adminDictionaryQuery,
        response: { 200: adminDictionaryListAnswer },
      },
    },
    async (request) => ok(await listItems(ctx, request.query.code)),
  );
  app.post(
    '/api/admin/dictionaries',
    {
      config,
      schema: { tags, summary: '添加字典项', body: newDictionaryItem, response: { 200: contentCreatedAnswer } },
    },
    async (request) => {
      const operator = await requireOperator(request, 'dictionaries');
      return ok({ id: String(await addItem(ctx, request, operator, request.body)) }, dm.created);
    },
  );
  app.put(
    '/api/admin/dictionaries/:id',
    {
      config,
      schema: {
        tags,
        summary: '修改字典项',
        params: dictionaryItemIdParams,
        body: dictionaryItemFields,
        response: { 200: contentMessageAnswer },
      },
    },
    async (request) => {
      const operator = await requireOperator(request, 'dictionaries');
      await changeItem(ctx, request, operator, { id: request.params.id, fields: request.body });
      return { code: ResultCode.ok, msg: dm.updated };
    },
  );
  app.delete(
    '/api/admin/dictionaries/:id',
    {
      config,
      schema: { tags, summary: '删除字典项', params: dictionaryItemIdParams, response: { 200: contentMessageAnswer } },
    },
    async (request) => {
      const operator = await requireOperator(request, 'dictionaries');
      await removeItem(ctx, request, operator, request.params.id);
      return { code: ResultCode.ok, msg: dm.deleted };
    },
  );
};
