import type { FilePurpose } from '@dtmm/shared';
import { type CorpusCase, latin1, uploadFile } from './hostile-case';
import { benignCases, sizeAndCountCases } from './hostile-limits';
import { neutralisedCases } from './hostile-neutralised';
import {
  foreignImages,
  itxtChunk,
  jpegPolyglot,
  jpegWithComment,
  jpegWithTrailer,
  markupFiles,
  pngWithChunks,
  SCRIPT,
  textChunk,
} from './hostile-samples';
import { jpegBytes, mp4Bytes, pdfBytes, pngBytes } from './sample-files';
import type { UploadFile } from './upload-client';

export type { CorpusCase } from './hostile-case';

const refuse = (label: string, purpose: FilePurpose, file: UploadFile): CorpusCase => ({
  label,
  expect: 'refuse',
  purpose,
  files: [file],
});

/** Formats we do not take and markup, each renamed to what the purpose wants. */
function disguisedCases(): CorpusCase[] {
  const foreign = Object.entries(foreignImages).map(([kind, make]) =>
    refuse(`${kind} renamed .jpg`, 'image', uploadFile('photo.jpg', make(), 'image/jpeg')),
  );
  const markup = Object.entries(markupFiles).map(([kind, make]) =>
    refuse(`${kind} renamed .png`, 'image', uploadFile('logo.png', make(), 'image/png')),
  );
  return [
    ...foreign,
    ...markup,
    refuse('HEIC as a video', 'video', uploadFile('clip.mp4', foreignImages.heic(), 'video/mp4')),
    refuse('SVG sent as itself', 'image', uploadFile('logo.svg', markupFiles.svg(), 'image/svg+xml')),
    refuse('HTML renamed .pdf', 'report', uploadFile('报告.pdf', markupFiles.html(), 'application/pdf')),
    refuse('SVG renamed .pdf', 'document', uploadFile('文件.pdf', markupFiles.svg(), 'application/pdf')),
    refuse('HTML renamed .mp4', 'video', uploadFile('宣传.mp4', markupFiles.html(), 'video/mp4')),
    refuse('PDF sent as image/png', 'image', uploadFile('scan.png', pdfBytes(), 'image/png')),
    refuse('PDF sent as image/jpeg', 'license', uploadFile('执照.jpg', pdfBytes(), 'image/jpeg')),
    refuse('PNG sent as application/pdf', 'report', uploadFile('报告.pdf', pngBytes(), 'application/pdf')),
    refuse('MP4 sent as image/jpeg', 'image', uploadFile('photo.jpg', mp4Bytes(), 'image/jpeg')),
  ];
}

/** Valid images that also carry a page, and images that declare more pixels than can be drawn. */
function polyglotAndBombCases(): CorpusCase[] {
  return [
    refuse('JPEG, page in a COM segment', 'image', uploadFile('a.jpg', jpegWithComment(SCRIPT))),
    refuse('JPEG, page after EOI', 'image', uploadFile('a.jpg', jpegWithTrailer(latin1(SCRIPT)))),
    refuse('JPEG, SVG in a COM segment', 'sitePhoto', uploadFile('a.jpg', jpegPolyglot())),
    refuse('PNG, script in tEXt', 'image', uploadFile('a.png', pngWithChunks(textChunk(SCRIPT)))),
    refuse('PNG, script in iTXt', 'license', uploadFile('a.png', pngWithChunks(itxtChunk(SCRIPT)))),
    refuse('PNG, SVG after IEND', 'image', uploadFile('a.png', Buffer.concat([pngBytes(), markupFiles.svg()]))),
    refuse('PNG declaring 100000×100000', 'image', uploadFile('bomb.png', pngBytes(100_000, 100_000))),
    refuse('PNG declaring 10001×10000', 'sitePhoto', uploadFile('big.png', pngBytes(10_001, 10_000))),
    refuse('JPEG declaring 65535×65535', 'sitePhoto', uploadFile('bomb.jpg', jpegBytes(65_535, 65_535))),
    refuse('PNG declaring 0×0', 'image', uploadFile('zero.png', pngBytes(0, 0))),
    refuse('JPEG cut before its end', 'image', uploadFile('cut.jpg', jpegBytes().subarray(0, -2))),
  ];
}

/** A name that breaks the part's header: the multipart parser no longer sees a file. */
function brokenHeaderCases(): CorpusCase[] {
  const named = (name: string): UploadFile => ({ ...uploadFile(name, jpegBytes()), encodedName: true });
  return [
    refuse('CR LF in filename*', 'image', named('cr\rlf\n.jpg')),
    refuse('header injection in filename*', 'license', named('x.jpg\r\nContent-Type: text/html')),
  ];
}

/** The whole corpus, built in memory once per run. */
export function hostileCorpus(): CorpusCase[] {
  return [
    ...sizeAndCountCases(),
    ...disguisedCases(),
    ...polyglotAndBombCases(),
    ...brokenHeaderCases(),
    ...neutralisedCases(),
    ...benignCases(),
  ];
}
