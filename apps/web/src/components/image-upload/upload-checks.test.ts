import { describe, expect, it } from 'vitest';
import { acceptOf, fileRefusal, imageRefusal, joinIds, splitIds } from './upload-checks';

const KB = 1024;

describe('imageRefusal (portal.md 5.9)', () => {
  it('accepts jpg, jpeg and png up to 2048 KB', () => {
    expect(imageRefusal({ name: 'a.JPG', type: 'image/jpeg', size: 10 }, 'image')).toBeNull();
    expect(imageRefusal({ name: 'a.jpeg', type: '', size: 2048 * KB }, 'license')).toBeNull();
    expect(imageRefusal({ name: 'a.png', type: 'image/png', size: 1 }, 'image')).toBeNull();
  });

  it('refuses other formats and larger files with the spec texts', () => {
    expect(imageRefusal({ name: 'scan.gif', type: 'image/gif', size: 10 }, 'image')).toBe(
      'scan.gif 的文件格式不正确, 请选择jpg/png格式.',
    );
    expect(imageRefusal({ name: 'fake.png', type: 'application/pdf', size: 10 }, 'image')).toBe(
      'fake.png 的文件格式不正确, 请选择jpg/png格式.',
    );
    expect(imageRefusal({ name: 'big.png', type: 'image/png', size: 2048 * KB + 1 }, 'license')).toBe(
      '文件 big.png 太大, 不允许超过 2048KB.',
    );
  });
});

describe('fileRefusal', () => {
  it('takes the types and size of the purpose', () => {
    expect(acceptOf('document')).toBe('.pdf');
    expect(acceptOf('video')).toBe('.mp4,.webm');
    expect(acceptOf('image')).toBe('.jpg,.jpeg,.png');
    expect(fileRefusal({ name: 'rules.PDF', size: 20 * 1024 * KB }, 'document')).toBeNull();
    expect(fileRefusal({ name: 'rules.docx', size: 10 }, 'document')).toBe('只支持上传 pdf 格式的文件！');
    expect(fileRefusal({ name: 'big.pdf', size: 20 * 1024 * KB + 1 }, 'document')).toBe('文件大小不能超过 20MB！');
    expect(fileRefusal({ name: 'clip.webm', size: 10 }, 'video')).toBeNull();
    expect(fileRefusal({ name: 'clip.avi', size: 10 }, 'video')).toBe('只支持上传 mp4 或 webm 格式的视频！');
  });
});

describe('ids', () => {
  it('splits and joins the comma-joined value', () => {
    expect(splitIds(' a, b,,')).toEqual(['a', 'b']);
    expect(splitIds(undefined)).toEqual([]);
    expect(joinIds(['a', 'b'])).toBe('a,b');
  });
});
