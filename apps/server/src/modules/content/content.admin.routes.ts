import {
  adminContentListAnswer,
  adminContentListQuery,
  CONTENT_KIND_LABELS,
  contentMessages as cm,
  contentCreatedAnswer,
  contentIdParams,
  contentMessageAnswer,
  ResultCode,
} from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { requireOperator } from '../../plugins/auth';
import type { PublicTag } from '../../plugins/response-cache';
import {
  createContent,
  editContent,
  getContent,
  listContent,
  moveContentStatus,
  removeContent,
} from './content.service';
import type { ContentKindSpec } from './content-kind';
import { CONTENT_KIND_SPECS } from './kinds';

const said = (msg: string) => ({ code: ResultCode.ok, msg });

/**
 * The operators' CMS (issue 12): the same seven routes under /api/admin/<kind> for every kind of
 * portal content. Operators only; every change is audited.
 */
export const contentAdminRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.addHook('onRequest', async (request) => {
    await requireOperator(request, 'content');
  });
  for (const spec of Object.values(CONTENT_KIND_SPECS)) registerKind(spec);

  function registerKind(spec: ContentKindSpec) {
    const base = `/api/admin/${spec.kind}`;
    const tags = ['admin-content'];
    const label = CONTENT_KIND_LABELS[spec.kind];
    const byId = { params: contentIdParams, response: { 200: contentMessageAnswer } };
    // The help menu lists the published guides through the dictionary operation.guide.
    const invalidates: PublicTag[] = spec.kind === 'guides' ? ['content', 'dictionaries'] : ['content'];
    const config = { invalidates };

    app.get(
      base,
      {
        schema: {
          tags,
          summary: `${label}列表（运营）`,
          querystring: adminContentListQuery,
          response: { 200: adminContentListAnswer },
        },
      },
      async (request) => {
        const { items, total } = await listContent(ctx, spec.kind, request.query);
        return paged(items, total);
      },
    );
    app.get(
      `${base}/:id`,
      {
        schema: { tags, summary: `${label}详情（运营）`, params: contentIdParams, response: { 200: spec.adminAnswer } },
      },
      async (request) => ok(await getContent(ctx, spec, request.params.id)),
    );
    app.post(
      base,
      {
        config,
        schema: { tags, summary: `新建${label}草稿`, body: spec.form, response: { 200: contentCreatedAnswer } },
      },
      async (request) => {
        const operator = await requireOperator(request, 'content');
        const id = await createContent(ctx, request, operator, spec, request.body as Record<string, unknown>);
        return ok({ id: String(id) }, cm.created);
      },
    );
    app.put(
      `${base}/:id`,
      {
        config,
        schema: {
          tags,
          summary: `修改${label}`,
          params: contentIdParams,
          body: spec.form,
          response: { 200: contentMessageAnswer },
        },
      },
      async (request) => {
        const operator = await requireOperator(request, 'content');
        await editContent(ctx, request, operator, spec, {
          id: request.params.id,
          form: request.body as Record<string, unknown>,
        });
        return said(cm.updated);
      },
    );
    for (const action of ['publish', 'unpublish'] as const) {
      app.post(
        `${base}/:id/${action}`,
        { config, schema: { tags, summary: `${action === 'publish' ? '发布' : '下线'}${label}`, ...byId } },
        async (request) => {
          const operator = await requireOperator(request, 'content');
          await moveContentStatus(ctx, request, operator, { kind: spec.kind, id: request.params.id, action });
          return said(action === 'publish' ? cm.published : cm.unpublished);
        },
      );
    }
    app.delete(`${base}/:id`, { config, schema: { tags, summary: `删除${label}`, ...byId } }, async (request) => {
      const operator = await requireOperator(request, 'content');
      await removeContent(ctx, request, operator, { kind: spec.kind, id: request.params.id });
      return said(cm.deleted);
    });
  }
};
