import { describe, expect, it } from 'vitest';
import { pickPhotoFiles, PHOTO_MAX_BYTES } from './photo-files';

const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('pickPhotoFiles: the server limits, checked before uploading', () => {
  it('keeps JPEG, PNG and WebP up to 10 MB; says why the others are left out', () => {
    const { accepted, errors } = pickPhotoFiles(
      [
        file('a.jpg', 'image/jpeg', 100),
        file('b.png', 'image/png', PHOTO_MAX_BYTES),
        file('c.webp', 'image/webp', 5),
        file('d.gif', 'image/gif', 5),
        file('e.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1),
        file('f.jpg', 'image/jpeg', 0),
        file('g.txt', 'text/plain', 5),
      ],
      0,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.png', 'c.webp']);
    expect(errors).toEqual([
      'd.gif: JPEG, PNG, WebP 사진만 올릴 수 있습니다.',
      'e.jpg: 사진은 한 장에 10MB까지 올릴 수 있습니다.',
      'f.jpg: 빈 파일은 올릴 수 없습니다.',
      'g.txt: JPEG, PNG, WebP 사진만 올릴 수 있습니다.',
    ]);
  });

  it('stops at ten photos in all', () => {
    const files = Array.from({ length: 4 }, (_, i) => file(`${i}.jpg`, 'image/jpeg', 10));
    const { accepted, errors } = pickPhotoFiles(files, 8);
    expect(accepted).toHaveLength(2);
    expect(errors).toEqual(['사진은 10장까지 올릴 수 있습니다.']);
  });
});
