import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '../../contract/limits.ts';
import { imageKind } from '../../lib/image-header.ts';
import { canSubmit, pictureRefusal } from './reward-rules.ts';

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GIF = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00]);
const SCRIPT = new TextEncoder().encode('<script>alert(1)</script>');

describe('reward submit rule (G §4)', () => {
  it('both required: both must be filled', () => {
    const both = { remarkRequired: 'Y', imageRequired: 'Y' } as const;
    expect(canSubmit(both, 'my remarks', 1)).toBe(true);
    expect(canSubmit(both, 'my remarks', 0)).toBe(false);
    expect(canSubmit(both, '', 2)).toBe(false);
    expect(canSubmit(both, '   ', 2)).toBe(false); // blank is not filled
  });

  it('one required: only that one counts', () => {
    expect(canSubmit({ remarkRequired: 'Y', imageRequired: 'N' }, 'remarks', 0)).toBe(true);
    expect(canSubmit({ remarkRequired: 'Y', imageRequired: 'N' }, '', 3)).toBe(false);
    expect(canSubmit({ remarkRequired: 'N', imageRequired: 'Y' }, '', 1)).toBe(true);
    expect(canSubmit({ remarkRequired: 'N', imageRequired: 'Y' }, 'remarks', 0)).toBe(false);
  });

  it('neither required: always enabled', () => {
    expect(canSubmit({ remarkRequired: 'N', imageRequired: 'N' }, '', 0)).toBe(true);
  });
});

describe('reward pictures (G §5)', () => {
  it('knows JPEG, PNG and GIF by their first bytes, and nothing else', () => {
    expect(imageKind(JPEG)).toBe('jpeg');
    expect(imageKind(PNG)).toBe('png');
    expect(imageKind(GIF)).toBe('gif');
    expect(imageKind(SCRIPT)).toBeNull();
    expect(imageKind(new Uint8Array())).toBeNull();
    expect(imageKind(PNG.slice(0, 4))).toBeNull(); // a cut-off signature is not a PNG
  });

  it('takes jpeg, jpg and png by name and content, any letter case', () => {
    expect(pictureRefusal({ name: 'receipt.jpg', size: 1000 }, JPEG, 0)).toBeNull();
    expect(pictureRefusal({ name: 'receipt.JPEG', size: 1000 }, JPEG, 0)).toBeNull();
    expect(pictureRefusal({ name: 'screen.png', size: 1000 }, PNG, 2)).toBeNull();
    expect(pictureRefusal({ name: 'photo.jpg', size: 1000 }, PNG, 0)).toBeNull(); // a PNG named .jpg is still an accepted picture
  });

  it('refuses another type by name or by content: GIF, a renamed script, no extension', () => {
    expect(pictureRefusal({ name: 'funny.gif', size: 1000 }, GIF, 0)).toBe('upload.type');
    expect(pictureRefusal({ name: 'funny.png', size: 1000 }, GIF, 0)).toBe('upload.type');
    expect(pictureRefusal({ name: 'evil.jpg', size: 1000 }, SCRIPT, 0)).toBe('upload.type');
    expect(pictureRefusal({ name: 'receipt', size: 1000 }, JPEG, 0)).toBe('upload.type');
    expect(pictureRefusal({ name: 'receipt.jpg.exe', size: 1000 }, JPEG, 0)).toBe('upload.type');
  });

  it('refuses a picture over 5 MB and a fourth picture', () => {
    expect(pictureRefusal({ name: 'big.jpg', size: MAX_IMAGE_BYTES }, JPEG, 0)).toBeNull();
    expect(pictureRefusal({ name: 'big.jpg', size: MAX_IMAGE_BYTES + 1 }, JPEG, 0)).toBe('upload.size');
    expect(pictureRefusal({ name: 'fourth.jpg', size: 1000 }, JPEG, MAX_IMAGES)).toBe('upload.count');
    expect(MAX_IMAGE_BYTES).toBe(5_242_880);
    expect(MAX_IMAGES).toBe(3);
  });
});
