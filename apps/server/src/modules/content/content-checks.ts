import { CERTIFICATION_STATUSES, contentMessages as cm } from '@dtmm/shared';
import { sanitizeRichText } from '@dtmm/shared/rich-text/sanitize-rich-text';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../plugins/errors';
import { companies } from '../companies/companies.table';
import { files } from '../files/files.table';
import type { ContentKindSpec } from './content-kind';

const idsIn = (value: unknown): string[] =>
  typeof value === 'string' && value ? value.split(',').map((id) => id.trim()) : [];

/** Every file the form names exists and was uploaded for a purpose the field accepts. */
async function checkFiles(ctx: AppContext, spec: ContentKindSpec, form: Record<string, unknown>) {
  const wanted = spec.files.flatMap((ref) => idsIn(form[ref.field]).map((id) => ({ id, ref })));
  if (wanted.length === 0) return;
  const found = await ctx.db
    .select({ id: files.id, purpose: files.purpose })
    .from(files)
    .where(
      inArray(
        files.id,
        wanted.map((w) => w.id),
      ),
    );
  const purposeOf = new Map(found.map((file) => [file.id, file.purpose]));
  for (const { id, ref } of wanted) {
    const purpose = purposeOf.get(id);
    if (!purpose || !(ref.purposes as readonly string[]).includes(purpose)) {
      throw AppError.badRequest(cm.fileMismatch(ref.label));
    }
  }
}

/** Every choice is a value of its dictionaries (as operators keep them) or one of its extras. */
async function checkChoices(ctx: AppContext, spec: ContentKindSpec, form: Record<string, unknown>) {
  for (const choice of spec.choices) {
    const value = form[choice.field];
    if (typeof value !== 'string' || value === '') continue;
    const lists = await Promise.all(choice.codes.map((code) => ctx.dictionaries.items(code)));
    const allowed = new Set([...lists.flat().map((item) => item.value), ...(choice.extra ?? [])]);
    if (!allowed.has(value)) throw AppError.badRequest(cm.unknownValue(choice.label, value));
  }
}

/** A case's provider must be a certified service provider. */
async function checkProvider(ctx: AppContext, form: Record<string, unknown>) {
  const id = form.companyId;
  if (typeof id !== 'string' || id === '') return;
  const [provider] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, Number(id)), eq(companies.providerStatus, CERTIFICATION_STATUSES.certified)));
  if (!provider) throw AppError.badRequest(cm.unknownProvider);
}

/**
 * A form as it may be stored: its rich text sanitised (the one sanitiser, so what is stored is
 * what is rendered) and its files, choices and provider checked.
 */
export async function preparedForm(ctx: AppContext, spec: ContentKindSpec, form: Record<string, unknown>) {
  const prepared: Record<string, unknown> = { ...form };
  for (const name of spec.richText) prepared[name] = sanitizeRichText(String(form[name] ?? ''));
  await checkFiles(ctx, spec, prepared);
  await checkChoices(ctx, spec, prepared);
  await checkProvider(ctx, prepared);
  return prepared;
}
