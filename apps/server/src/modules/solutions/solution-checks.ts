import { type SolutionFields, solutionMessages as sm } from '@dtmm/shared';
import { sanitizeRichText } from '@dtmm/shared/rich-text/sanitize-rich-text';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../plugins/errors';
import { files } from '../files/files.table';

const CHOICES = [
  { field: 'serviceCategory', label: '应用场景', code: 'company.service.category' },
  { field: 'serviceTarget', label: '应用行业', code: 'service.serviceTarget' },
  { field: 'serviceArea', label: '服务区域', code: 'service.serviceArea' },
] as const;

/** Every scenario, industry and area is a value of its dictionary as operators keep it. */
async function checkChoices(ctx: AppContext, form: SolutionFields) {
  for (const { field, label, code } of CHOICES) {
    const allowed = new Set((await ctx.dictionaries.items(code)).map((item) => item.value));
    const unknown = form[field].find((value) => !allowed.has(value));
    if (unknown !== undefined) throw AppError.badRequest(sm.unknownValue(label, unknown));
  }
}

/** The images are image uploads of the publishing company (not anyone's file id). */
async function checkImages(ctx: AppContext, form: SolutionFields, companyId: number) {
  if (form.solutionImage.length === 0) return;
  const own = await ctx.db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, form.solutionImage), eq(files.purpose, 'image'), eq(files.ownerCompanyId, companyId)));
  if (own.length !== form.solutionImage.length) throw AppError.badRequest(sm.imageNotOwn);
}

/** The form as it may be stored: choices and images checked, the technical plan sanitised. */
export async function preparedSolution(ctx: AppContext, form: SolutionFields, companyId: number) {
  await checkChoices(ctx, form);
  await checkImages(ctx, form, companyId);
  return { ...form, painPoints: sanitizeRichText(form.painPoints) };
}
