import { FILE_PURPOSE_NAMES, FILE_PURPOSES, type FilePurpose, type FileType } from '@dtmm/shared';
import { type CorpusCase, uploadFile } from './hostile-case';
import { jpegBytes, mp4Bytes, padTo, pdfBytes, pngBytes, pngOfSize, webmBytes } from './sample-files';

/** PDF and MP4 padded to the largest size any purpose needs, made once; cases take views of them. */
const bigSamples = new Map<() => Buffer, Buffer>();
function paddedView(make: () => Buffer, size: number): Buffer {
  let big = bigSamples.get(make);
  if (!big) {
    const largest = Math.max(...FILE_PURPOSE_NAMES.filter((p) => SAMPLES[p].make === make).map(maxBytes));
    big = padTo(make(), largest + 1);
    bigSamples.set(make, big);
  }
  return big.subarray(0, size);
}
const maxBytes = (purpose: FilePurpose) => FILE_PURPOSES[purpose].maxBytes;

/** The file each purpose is measured with, and the type the server must see in it. */
const SAMPLES: Record<FilePurpose, { make: () => Buffer; type: FileType; name: string }> = {
  image: { make: pngBytes, type: 'png', name: '产品大图.png' },
  license: { make: pngBytes, type: 'png', name: '营业执照扫描件.png' },
  sitePhoto: { make: pngBytes, type: 'png', name: '车间全景.png' },
  report: { make: pdfBytes, type: 'pdf', name: '评估报告.pdf' },
  video: { make: mp4Bytes, type: 'mp4', name: '企业宣传片.mp4' },
  document: { make: pdfBytes, type: 'pdf', name: '政策解读.pdf' },
};
/** PNGs are padded inside (the server cuts what follows IEND); PDF and MP4 at their end. */
const sized = (purpose: FilePurpose, size: number) =>
  SAMPLES[purpose].type === 'png' ? pngOfSize(size) : paddedView(SAMPLES[purpose].make, size);

/** Per purpose: at the size limit, one byte over, empty, and one file more than allowed. */
function limitCases(purpose: FilePurpose): CorpusCase[] {
  const { make, type, name } = SAMPLES[purpose];
  const limit = maxBytes(purpose);
  const one = (content: Buffer) => [uploadFile(name, content)];
  const tooMany = Array.from({ length: FILE_PURPOSES[purpose].maxCount + 1 }, () => uploadFile(name, make()));
  return [
    {
      label: `${purpose} at its limit (${limit} B)`,
      expect: 'benign',
      purpose,
      files: one(sized(purpose, limit)),
      types: [type],
    },
    { label: `${purpose} one byte over`, expect: 'refuse', purpose, files: one(sized(purpose, limit + 1)) },
    { label: `${purpose} empty`, expect: 'refuse', purpose, files: one(Buffer.alloc(0)) },
    { label: `${purpose}: ${tooMany.length} files`, expect: 'refuse', purpose, files: tooMany },
  ];
}

export const sizeAndCountCases = () => FILE_PURPOSE_NAMES.flatMap(limitCases);

/** Ordinary files with ordinary Chinese names, under the limits. */
export function benignCases(): CorpusCase[] {
  const benign = (purpose: FilePurpose, files: ReturnType<typeof uploadFile>[], types: FileType[]): CorpusCase => ({
    label: `${purpose}: ${files.map((f) => f.filename).join('、')}`,
    expect: 'benign',
    purpose,
    files,
    types,
  });
  const photos = [1, 2, 3, 4, 5].map((n) => uploadFile(`现场照片${n}.jpg`, jpegBytes(), 'image/jpeg'));
  const documents = [1, 2, 3].map((n) => uploadFile(`政策解读（第${n}期）.pdf`, pdfBytes()));
  return [
    benign('image', [uploadFile('企业标志.png', pngBytes(), 'image/png')], ['png']),
    benign('image', [uploadFile('产品照片.jpg', jpegBytes(), 'image/jpeg')], ['jpg']),
    benign('image', [uploadFile('全景照片.jpg', jpegBytes(8064, 6048))], ['jpg']), // a 48 MP phone photo's frame
    benign('sitePhoto', [uploadFile('厂区航拍.png', pngBytes(10_000, 10_000))], ['png']), // 100 MP: the cap
    benign('license', [uploadFile('营业执照（副本）.jpg', jpegBytes())], ['jpg']),
    benign(
      'sitePhoto',
      photos,
      photos.map(() => 'jpg'),
    ),
    benign('report', [uploadFile('数字化转型评估报告.pdf', pdfBytes(), 'application/pdf')], ['pdf']),
    benign('video', [uploadFile('产线演示.mp4', padTo(mp4Bytes(), 4096), 'video/mp4')], ['mp4']),
    benign('video', [uploadFile('操作培训.webm', webmBytes(), 'video/webm')], ['webm']),
    benign(
      'document',
      documents,
      documents.map(() => 'pdf'),
    ),
  ];
}
