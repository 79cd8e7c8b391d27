import { CONTENT_KIND_LABELS } from '@dtmm/shared';
import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { RichText } from '@/components/content/rich-text';
import { fileHref } from '@/features/files/api/file-info';
import { AttachmentTable } from '@/features/files/components/attachment-table';
import { PdfViewer } from '@/features/files/components/pdf-viewer';
import type { ContentForm, FieldSpec, FormValues } from '../content-fields';
import { useChoices } from '../hooks/use-choices';

interface ContentPreviewProps {
  spec: ContentForm;
  values: FormValues;
  isOpen: boolean;
  onClose: () => void;
  /** 发布 from the preview, when the item may be published. */
  footer?: ReactNode;
}

const textOf = (values: FormValues, name: string) => String(values[name] ?? '').trim();
const META_INPUTS = new Set<FieldSpec['input']>(['text', 'select', 'date', 'dateTime']);

/** A short field in the meta line: '类别：政策资讯'; the publish time even when it is still empty. */
function MetaItem({ field, value }: { field: FieldSpec; value: string }) {
  const { labelOf } = useChoices(field.input === 'select' ? field.choices : undefined);
  if (field.name === 'publishTime') return <span>{`${field.label}：${value || '发布时自动填写'}`}</span>;
  if (!value) return null;
  return <span>{`${field.label}：${field.input === 'select' ? labelOf(value) : value}`}</span>;
}

/** A long field as the portal's detail shows it: rich text sanitised, images, the video, PDFs. */
function Section({
  field,
  value,
  title,
  isOnlyText,
}: {
  field: FieldSpec;
  value: string;
  title: string;
  isOnlyText: boolean;
}) {
  const heading = <h2 className="article__section-title">{field.label}</h2>;
  switch (field.input) {
    case 'richText':
      return (
        <section className="article__section">
          {isOnlyText ? null : heading}
          <RichText html={value} />
        </section>
      );
    case 'textarea':
      return value ? (
        <section className="article__section">
          {heading}
          <p className="content-preview__text">{value}</p>
        </section>
      ) : null;
    case 'file':
      if (!value) return null;
      if (field.purpose === 'document') return <PdfViewer fileId={value} title={title} />;
      if (field.purpose === 'video')
        // biome-ignore lint/a11y/useMediaCaption: operators' tutorial videos come without caption files
        return <video className="content-preview__video" src={fileHref(value)} controls preload="metadata" />;
      return <img className="content-preview__image" src={fileHref(value)} alt={field.label} />;
    case 'files':
      return value ? <AttachmentTable fileIds={value} /> : null;
    default:
      return null;
  }
}

/** 预览: the form as the portal's detail page would show it, before anything is published. */
export function ContentPreview({ spec, values, isOpen, onClose, footer }: ContentPreviewProps) {
  const title = textOf(values, spec.title) || '（未填写标题）';
  const others = spec.fields.filter((field) => field.name !== spec.title);
  const richTextCount = others.filter((field) => field.input === 'richText').length;
  return (
    <Drawer
      title={`预览 · ${CONTENT_KIND_LABELS[spec.kind]}`}
      open={isOpen}
      onClose={onClose}
      size="large"
      footer={footer}
      destroyOnHidden
      className="content-preview"
    >
      <article className="article content-preview__article">
        <h1 className="article__title">{title}</h1>
        <p className="article__meta">
          {others
            .filter((field) => META_INPUTS.has(field.input))
            .map((field) => (
              <MetaItem key={field.name} field={field} value={textOf(values, field.name)} />
            ))}
        </p>
        {others.map((field) => (
          <Section
            key={field.name}
            field={field}
            value={textOf(values, field.name)}
            title={title}
            isOnlyText={richTextCount === 1}
          />
        ))}
      </article>
    </Drawer>
  );
}
