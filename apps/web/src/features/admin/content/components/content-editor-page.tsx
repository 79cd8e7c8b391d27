import '../content.css';
import { CONTENT_KIND_LABELS, type ContentKind } from '@dtmm/shared';
import { Breadcrumb, Button, Form, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';
import { useContentItem } from '../api/content-api';
import { type ContentItem, emptyValues, type FormValues, valuesOf } from '../content-fields';
import { CONTENT_FORMS, contentKindOf } from '../content-kinds';
import { useContentActions } from '../hooks/use-content-actions';
import { ContentForm } from './content-form';
import { ContentPreview } from './content-preview';
import { ContentStatusTag } from './content-status-tag';
import { EditorActions } from './editor-actions';
import { UnknownKind } from './unknown-kind';

/** /admin/content/:kind/new and /admin/content/:kind/:id: one editor for every kind. */
export function ContentEditorPage() {
  const params = useParams();
  const kind = contentKindOf(params.kind);
  if (!kind) return <UnknownKind />;
  const id = params.id ?? null;
  // Another item is another form: nothing typed into one may show in the next.
  return <ContentEditor key={`${kind}/${id ?? 'new'}`} kind={kind} id={id} />;
}

function ContentEditor({ kind, id }: { kind: ContentKind; id: string | null }) {
  const { data: item, isPending, isError } = useContentItem(kind, id);
  if (id !== null && isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (id !== null && (isError || !item))
    return (
      <Result
        status="404"
        title="内容不存在或已被删除"
        extra={<Link to={ADMIN_PATHS.contentList(kind)}>返回{CONTENT_KIND_LABELS[kind]}列表</Link>}
      />
    );
  return <EditorBody kind={kind} item={item ?? null} />;
}

function EditorBody({ kind, item }: { kind: ContentKind; item: ContentItem | null }) {
  const spec = CONTENT_FORMS[kind];
  const [form] = Form.useForm();
  const [initialValues] = useState(() => (item ? valuesOf(spec, item) : emptyValues(spec)));
  const [preview, setPreview] = useState<FormValues | null>(null);
  const actions = useContentActions({ kind, spec, form, item });
  const label = CONTENT_KIND_LABELS[kind];
  const canPublish = item?.status !== 'published';
  const publish = () => {
    setPreview(null);
    actions.publish();
  };

  return (
    <section className="admin-page content-editor">
      <Breadcrumb
        items={[
          { title: '内容管理' },
          { title: <Link to={ADMIN_PATHS.contentList(kind)}>{label}</Link> },
          { title: item ? '编辑' : '新建' },
        ]}
      />
      <div className="admin-page__head">
        <h1 className="admin-page__title content-editor__title">
          {item ? `编辑${label}` : `新建${label}`}
          {item ? <ContentStatusTag status={item.status} /> : null}
        </h1>
        <EditorActions
          status={item?.status ?? null}
          busy={actions.busy}
          onSave={actions.save}
          onPreview={() => setPreview(form.getFieldsValue(true))}
          onPublish={actions.publish}
          onUnpublish={actions.unpublish}
        />
      </div>
      {item ? (
        <p className="admin-muted">
          最后更新：{item.updateTime}
          {item.updaterName ? `（${item.updaterName}）` : ''}
        </p>
      ) : null}
      <div className="admin-panel">
        <ContentForm spec={spec} form={form} initialValues={initialValues} />
      </div>
      <ContentPreview
        spec={spec}
        values={preview ?? initialValues}
        isOpen={preview !== null}
        onClose={() => setPreview(null)}
        footer={
          canPublish ? (
            <div className="content-preview__footer">
              <Button onClick={() => setPreview(null)}>继续编辑</Button>
              <Button type="primary" loading={actions.busy === 'publish'} onClick={publish}>
                发布
              </Button>
            </div>
          ) : null
        }
      />
    </section>
  );
}
