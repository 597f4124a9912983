/**
 * The browser's part of the picture rules (./pictures.ts
 * PictureIO): the first bytes, decoding, and JPEG encoding on a canvas. Shared by the reward
 * application's pictures and the avatar upload; the rules themselves stay testable without it.
 */
/** A decoded picture (an ImageBitmap in the browser). */
export interface DecodedPicture {
  readonly width: number;
  readonly height: number;
  close(): void;
}

export interface PictureIO {
  /** The first `count` bytes; rejects when the file cannot be read. */
  head(file: Blob, count: number): Promise<Uint8Array>;
  /** Rejects when the browser cannot decode the file as a picture. */
  decode(file: Blob): Promise<DecodedPicture>;
  /** The picture drawn at width × height as a JPEG of `quality` (0-1); null when the browser cannot encode. */
  encodeJpeg(picture: DecodedPicture, width: number, height: number, quality: number): Promise<Blob | null>;
}

/** The browser's part of preparePicture: bytes, decoding and JPEG encoding on a canvas. */
export const browserPictureIO: PictureIO = {
  head: async (blob, count) => new Uint8Array(await blob.slice(0, count).arrayBuffer()),
  decode: (blob) => createImageBitmap(blob),
  encodeJpeg: async (picture, width, height, quality) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#fff'; // a PNG's transparent parts: white, not JPEG's black
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(picture as ImageBitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    canvas.width = canvas.height = 0; // gives the memory back at once (phones keep few large canvases)
    return blob;
  },
};

export function readDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}
