import { CHECK_IN_PHOTO_TARGET_BYTES, CHECK_IN_PHOTO_TARGET_SIDE } from '@lavado/shared/wash/check-in';

/** The size an image of `width` × `height` is drawn at so that its longest side is at most `maxSide` (never enlarged). */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** JPEG qualities tried in turn until the photo weighs at most the target: a phone's photo of a car usually fits at the first. */
export const QUALITIES = [0.8, 0.7, 0.6, 0.5, 0.4] as const;

/**
 * Encodes at the first quality whose result fits `targetBytes`; when none does, the smallest one
 * (the server still checks it, and refuses it above its own limit).
 */
export async function encodeWithin(encode: (quality: number) => Promise<Blob>, targetBytes: number): Promise<Blob> {
  let smallest: Blob | null = null;
  for (const quality of QUALITIES) {
    const blob = await encode(quality);
    if (blob.size <= targetBytes) return blob;
    if (!smallest || blob.size < smallest.size) smallest = blob;
  }
  return smallest!;
}

/**
 * A photo from the phone's camera, shrunk in the browser before it is sent (issue 20): longest side
 * CHECK_IN_PHOTO_TARGET_SIDE, JPEG, at most about CHECK_IN_PHOTO_TARGET_BYTES. `createImageBitmap`
 * applies the photo's EXIF orientation, so a portrait photo stays upright.
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const size = fitWithin(bitmap.width, bitmap.height, CHECK_IN_PHOTO_TARGET_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return encodeWithin(
    (quality) =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the photo could not be encoded'))), 'image/jpeg', quality),
      ),
    CHECK_IN_PHOTO_TARGET_BYTES,
  );
}

/** The base64 of a blob's bytes, as the API takes an image. */
export async function base64OfBlob(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}
