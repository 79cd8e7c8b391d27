import type { ContentKind, ContentStatus } from '@dtmm/shared';
import { sanitizeRichText } from '@dtmm/shared/rich-text/sanitize-rich-text';
import type { Transaction } from '../../../db/database';
import { writeDemoFile } from '../../demo/demo-files';
import type { FileStorage } from '../../files/file-storage';
import { files } from '../../files/files.table';
import { insertContents } from '../content.repository';
import type { ContentRowParts } from '../content-kind';
import { CONTENT_KIND_SPECS } from '../kinds';
import { DEMO_CASES } from './cases.data';
import { DEMO_COURSES } from './courses.data';
import { DEMO_DEMANDS } from './demands.data';
import type { DemoCover, DemoDocument } from './demo-content.types';
import { drawCover } from './demo-covers';
import { type DemoVideo, demoVideo, documentPdf, videoCase, videoGuides } from './demo-media';
import { DEMO_GUIDES } from './guides.data';
import { DEMO_NEWS } from './news.data';
import { DEMO_NOTICES } from './notices.data';
import { DEMO_PATENTS } from './patents.data';
import { DEMO_STANDARDS } from './standards.data';

const HOUR_MS = 3_600_000;

interface SeedContext {
  tx: Transaction;
  storage: FileStorage;
  now: Date;
  operatorId: number | null;
  /** Demo company keys to their ids, for the providers' service cases. */
  companyIds: ReadonlyMap<string, number | null>;
}

/** What the seed collects and inserts in two statements at the end (one each on PGlite costs seconds). */
interface Collected {
  files: Awaited<ReturnType<typeof writeDemoFile>>[];
  items: Parameters<typeof insertContents>[1];
}
type Seed = SeedContext & Collected;

/** Stores one of the operator's uploads (covers, PDFs, videos: all public content) and answers its id. */
async function upload(seed: Seed, file: { purpose: 'image' | 'document' | 'video'; fileName: string; bytes: Buffer }) {
  const fileType = file.purpose === 'image' ? 'png' : file.purpose === 'document' ? 'pdf' : 'webm';
  const row = await writeDemoFile(seed.storage, {
    ...file,
    project: 'content',
    fileType,
    ownerUserId: seed.operatorId,
    ownerCompanyId: null,
    at: seed.now,
  });
  seed.files.push(row);
  return row.id;
}

const pdf = (seed: Seed, doc: DemoDocument | undefined) =>
  doc ? upload(seed, { purpose: 'document', fileName: doc.fileName, bytes: documentPdf(doc) }) : Promise.resolve('');
const cover = (seed: Seed, art: DemoCover, index: number, name: string) =>
  upload(seed, { purpose: 'image', fileName: `${name}.png`, bytes: drawCover(art, index) });
const video = (seed: Seed, name: DemoVideo, title: string) =>
  upload(seed, { purpose: 'video', fileName: `${title}.webm`, bytes: demoVideo(name) });

/**
 * Stores one item as the CMS would: the kind's own form rules (parsed, so defaults and limits
 * apply), sanitised rich text and mapping; published items without a time get one an hour back.
 */
function store(
  seed: Seed,
  kind: ContentKind,
  form: Record<string, unknown>,
  status: ContentStatus = 'published',
  owner: Pick<ContentRowParts, 'companyId'> = {},
) {
  const spec = CONTENT_KIND_SPECS[kind];
  const parsed = spec.form.parse(form) as Record<string, unknown>;
  for (const name of spec.richText) parsed[name] = sanitizeRichText(String(parsed[name] ?? ''));
  const parts = spec.toRow(parsed);
  const publishTime = parts.publishTime ?? (status === 'draft' ? null : new Date(seed.now.getTime() - HOUR_MS));
  seed.items.push({ kind, status, userId: seed.operatorId, now: seed.now, parts: { ...parts, ...owner, publishTime } });
}

async function seedNews(seed: Seed) {
  for (const { pdf: main, attachments = [], status, ...item } of DEMO_NEWS) {
    const fdAddOn2 = await Promise.all(attachments.map((doc) => pdf(seed, doc)));
    store(seed, 'news', { ...item, fdAddOn1: await pdf(seed, main), fdAddOn2: fdAddOn2.join(',') }, status);
  }
}

async function seedStandards(seed: Seed) {
  for (const { pdf: text, owningUnit, status, ...item } of DEMO_STANDARDS) {
    store(seed, 'standards', { ...item, fdAddOn1: owningUnit, pdfAttachment: await pdf(seed, text) }, status);
  }
}

async function seedCases(seed: Seed) {
  const withVideo = videoCase(DEMO_CASES);
  for (const [index, item] of DEMO_CASES.entries()) {
    const { cover: art, providerKey, effect, hasVideo: _video, status, ...fields } = item;
    const companyId = providerKey ? seed.companyIds.get(providerKey) : null;
    store(
      seed,
      'cases',
      {
        ...fields,
        coverImage: await cover(seed, art, index, item.caseTitle),
        companyId: companyId ? String(companyId) : '',
        fdAddOn1: effect,
        fdAddOn3: item === withVideo ? await video(seed, 'case', item.caseTitle) : '',
      },
      status,
    );
  }
}

async function seedCourses(seed: Seed) {
  for (const [index, { cover: art, status, ...item }] of DEMO_COURSES.entries()) {
    store(seed, 'courses', { ...item, coverImage: await cover(seed, art, index + 3, item.title) }, status);
  }
}

async function seedGuides(seed: Seed) {
  const videos = new Map(videoGuides(DEMO_GUIDES).map(({ video: name, guide }) => [guide, name]));
  for (const [index, guide] of DEMO_GUIDES.entries()) {
    const name = videos.get(guide);
    const videoFileId = name ? await video(seed, name, guide.title) : '';
    const { hasVideo: _video, ...fields } = guide;
    store(seed, 'guides', { ...fields, videoFileId, orderNumber: index + 1 });
  }
}

/**
 * The demo province's portal content (issue 12): news with PDFs and attachments, standards, cases
 * with covers and a video, courses, guides with videos, notices, patents and demands — rows and
 * files operators can edit like anything they publish.
 */
export async function seedDemoContent(context: SeedContext): Promise<void> {
  const seed: Seed = { ...context, files: [], items: [] };
  await seedNews(seed);
  await seedStandards(seed);
  await seedCases(seed);
  await seedCourses(seed);
  await seedGuides(seed);
  for (const notice of DEMO_NOTICES) store(seed, 'notices', { ...notice });
  // The demo companies registered their patents in the user centre (docs/company-property.md).
  for (const { companyKey, status, ...patent } of DEMO_PATENTS) {
    store(seed, 'patents', { ...patent }, status, { companyId: seed.companyIds.get(companyKey) ?? null });
  }
  for (const demand of DEMO_DEMANDS) store(seed, 'demands', { ...demand });
  await seed.tx.insert(files).values(seed.files);
  await insertContents(seed.tx, seed.items);
}
