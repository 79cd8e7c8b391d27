import { describe, expect, it } from 'vitest';
import { imageRefusal, joinIds, splitIds } from './upload-checks';

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

describe('ids', () => {
  it('splits and joins the comma-joined value', () => {
    expect(splitIds(' a, b,,')).toEqual(['a', 'b']);
    expect(splitIds(undefined)).toEqual([]);
    expect(joinIds(['a', 'b'])).toBe('a,b');
  });
});
