import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { CHECK_IN_PHOTO_MAX_BYTES, recordCheckInBody } from './check-in';

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(0x80);
  return PNG.sync.write(image);
}
/** A PNG that claims `width` × `height` in its header: an image bomb's few bytes. */
function pngClaiming(width: number, height: number): Buffer {
  const bytes = png(1, 1);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}
const base64 = (bytes: Buffer) => bytes.toString('base64');
const id = '0b8f6f0e-77c1-4c09-8a0f-0f7d6f2b9b10';
const side = (position: string, image = base64(png(8, 6)), note = '') => ({ position, note, image });
const sides = () => ['front', 'back', 'left', 'right'].map((position) => side(position));
const body = (photos: unknown[], signature = base64(png(40, 20))) => recordCheckInBody.safeParse({ id, photos, signature });
const refusal = (photos: unknown[], signature?: string) => body(photos, signature).error?.issues[0]?.message;

describe('the check-in request', () => {
  it('takes the four sides and noted damages, each image read from its own bytes', () => {
    const parsed = body([...sides(), side('damage', base64(png(12, 9)), 'Rayón puerta')]);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.photos.map((photo) => [photo.position, photo.image.contentType, photo.image.width, photo.image.height])).toEqual([
      ['front', 'image/png', 8, 6],
      ['back', 'image/png', 8, 6],
      ['left', 'image/png', 8, 6],
      ['right', 'image/png', 8, 6],
      ['damage', 'image/png', 12, 9],
    ]);
    expect(parsed.data?.signature.width).toBe(40);
  });

  it('wants every side exactly once, and a note on each damage', () => {
    expect(refusal(sides().slice(1))).toBe('Tome una foto de cada lado: frente, atrás, lado izquierdo y lado derecho.');
    expect(refusal([...sides(), side('front')])).toBe('Tome una foto de cada lado: frente, atrás, lado izquierdo y lado derecho.');
    expect(refusal([...sides(), side('damage')])).toBe('Anote el daño que muestra la foto.');
    expect(refusal([...sides(), side('damage', undefined, 'a\nb')])).toBe('La nota debe ocupar una sola línea.');
    expect(refusal([...sides(), ...Array.from({ length: 7 }, () => side('damage', undefined, 'Rayón'))])).toBe('Máximo 6 fotos de daños.');
  });

  it('refuses what is not a photo, a damaged one, one too heavy and an image bomb, and says which', () => {
    const withFront = (image: string) => [side('front', image), ...sides().slice(1)];
    expect(refusal(withFront(base64(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))))).toBe(
      'La foto debe ser una imagen JPEG, PNG o WebP.',
    );
    expect(refusal(withFront('%%%'))).toBe('La foto debe ser una imagen JPEG, PNG o WebP.');
    expect(refusal(withFront(base64(png(8, 8).subarray(0, 20))))).toBe('La foto está dañada o incompleta.');
    expect(refusal(withFront(base64(pngClaiming(60_000, 60_000))))).toBe('La foto no puede medir más de 2048 píxeles por lado.');
    expect(refusal(withFront('A'.repeat(4 * Math.ceil(CHECK_IN_PHOTO_MAX_BYTES / 3) + 4)))).toBe('Cada foto puede pesar hasta 300 KB.');
    expect(refusal(sides(), base64(Buffer.from('GIF89a')))).toBe('La firma debe ser una imagen PNG, JPEG o WebP.');
    expect(refusal(sides(), base64(pngClaiming(5000, 100)))).toBe('La firma no puede medir más de 1600 píxeles por lado.');
  });
});
