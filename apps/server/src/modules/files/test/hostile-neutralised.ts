import type { FilePurpose, FileType } from '@dtmm/shared';
import { type CorpusCase, latin1, uploadFile } from './hostile-case';
import { hostileNameCases } from './hostile-names';
import {
  exifChunk,
  jpegWithMpfTrailer,
  jpegWithPhotoshopExif,
  pngWithChunks,
  SCRIPT,
  ztxtChunk,
} from './hostile-samples';
import { GPS_LATITUDE, jpegBytes, jpegWithGps, pdfBytes, pngBytes } from './sample-files';
import type { UploadFile } from './upload-client';

/** The sample GPS latitude (37°51'58") as the Exif rationals that carry it. */
export function gpsRationals(): Buffer {
  const bytes = Buffer.alloc(GPS_LATITUDE.length * 8);
  GPS_LATITUDE.forEach((value, i) => {
    bytes.writeUInt32LE(value, i * 8);
    bytes.writeUInt32LE(1, i * 8 + 4);
  });
  return bytes;
}
const XMP = latin1('http://ns.adobe.com/xap');
const EXIF = latin1('Exif\0');

const clean = (label: string, purpose: FilePurpose, file: UploadFile, type: FileType, hidden: Buffer[] = []) => ({
  label,
  expect: 'clean' as const,
  purpose,
  files: [file],
  types: [type],
  mustNotServe: hidden,
});

/** Metadata wherever phones and editors put it: kept only without it. */
function metadataCases(): CorpusCase[] {
  const gps = gpsRationals();
  return [
    clean('JPEG with Exif GPS and XMP', 'sitePhoto', uploadFile('现场.jpg', jpegWithGps(1)), 'jpg', [gps, XMP, EXIF]),
    clean('sideways JPEG with GPS', 'license', uploadFile('执照.jpg', jpegWithGps(6)), 'jpg', [gps, XMP]),
    clean('JPEG, Exif in Photoshop APP13', 'image', uploadFile('修图.jpg', jpegWithPhotoshopExif()), 'jpg', [
      gps,
      latin1('8BIM'),
    ]),
    clean('JPEG, second image after EOI', 'sitePhoto', uploadFile('连拍.jpg', jpegWithMpfTrailer()), 'jpg', [
      gps,
      XMP,
      EXIF,
      latin1('MPF\0'),
    ]),
    clean('PNG with eXIf GPS', 'sitePhoto', uploadFile('截图.png', pngWithChunks(exifChunk())), 'png', [gps]),
    clean('PNG, deflated script in zTXt', 'image', uploadFile('z.png', pngWithChunks(ztxtChunk(SCRIPT))), 'png', [
      latin1('zTXt'),
    ]),
  ];
}

/** Labels that lie: the type served is the one detected, never the one claimed. */
function lyingLabelCases(): CorpusCase[] {
  return [
    clean('PNG claimed image/jpeg, named .jpg', 'image', uploadFile('photo.jpg', pngBytes(), 'image/jpeg'), 'png'),
    clean('JPEG claimed application/pdf', 'license', uploadFile('执照.pdf', jpegBytes(), 'application/pdf'), 'jpg'),
    clean('PDF claimed image/png, named .html', 'report', uploadFile('report.html', pdfBytes(), 'image/png'), 'pdf'),
  ];
}

export const neutralisedCases = (): CorpusCase[] => [...metadataCases(), ...lyingLabelCases(), ...hostileNameCases()];
