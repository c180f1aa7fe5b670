import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { base64OfBytes, bytesOfBase64, inspectLogo, LOGO_MAX_BYTES, LOGO_MAX_SIDE } from './logo-image';
import { setLogoBody } from './contact-card';

function png(width: number, height: number): Uint8Array {
  const image = new PNG({ width, height });
  image.data.fill(0x80);
  return new Uint8Array(PNG.sync.write(image));
}

/** A PNG that claims `width` × `height` in its header, whatever follows: an image bomb's few bytes. */
function pngClaiming(width: number, height: number): Uint8Array {
  const bytes = png(1, 1);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const u16be = (value: number) => [value >> 8, value & 0xff];
const u32le = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >>> 24) & 0xff];

/** A baseline JPEG's headers: SOI, an APP0 (JFIF) segment, a padding byte, then the frame with its dimensions. */
function jpeg(width: number, height: number, frameMarker = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, ...u16be(16), ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const frame = [0xff, frameMarker, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return bytes(0xff, 0xd8, ...app0, 0xff, ...frame, 0xff, 0xda, ...u16be(12), 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0, 0xff, 0xd9);
}

const riff = (chunk: string, payload: number[]) =>
  bytes(...ascii('RIFF'), ...u32le(4 + 8 + payload.length), ...ascii('WEBP'), ...ascii(chunk), ...u32le(payload.length), ...payload);
/** A lossless WebP: signature 0x2F, then width - 1 and height - 1 in 14 bits each. */
const webpLossless = (width: number, height: number) => riff('VP8L', [0x2f, ...u32le((width - 1) | ((height - 1) << 14)), 0, 0, 0, 0]);
/** A lossy WebP: a key frame's tag, its start code, then 14-bit width and height. */
const webpLossy = (width: number, height: number) =>
  riff('VP8 ', [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, width & 0xff, width >> 8, height & 0xff, height >> 8, 0, 0]);
const webpExtended = (width: number, height: number) =>
  riff('VP8X', [
    0,
    0,
    0,
    0,
    (width - 1) & 0xff,
    ((width - 1) >> 8) & 0xff,
    (width - 1) >> 16,
    (height - 1) & 0xff,
    ((height - 1) >> 8) & 0xff,
    (height - 1) >> 16,
  ]);

const base64 = (data: Uint8Array) => Buffer.from(data).toString('base64');

describe("the organization's logo", () => {
  it('reads the type and dimensions of PNG, JPEG and WebP from their bytes', () => {
    expect(inspectLogo(png(120, 48))).toEqual({ contentType: 'image/png', width: 120, height: 48 });
    expect(inspectLogo(jpeg(300, 200))).toEqual({ contentType: 'image/jpeg', width: 300, height: 200 });
    expect(inspectLogo(jpeg(64, 32, 0xc2))).toEqual({ contentType: 'image/jpeg', width: 64, height: 32 });
    expect(inspectLogo(webpLossless(256, 100))).toEqual({ contentType: 'image/webp', width: 256, height: 100 });
    expect(inspectLogo(webpLossy(500, 250))).toEqual({ contentType: 'image/webp', width: 500, height: 250 });
    expect(inspectLogo(webpExtended(1024, 768))).toEqual({ contentType: 'image/webp', width: 1024, height: 768 });
  });

  it('refuses anything else, whatever it claims to be: SVG, GIF, HTML, text, nothing', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'GIF89a\u0001\u0000',
      '<html>',
      'hola',
      '',
    ])
      expect(inspectLogo(new TextEncoder().encode(text))).toBe('notAnImage');
  });

  it('refuses a cut or damaged header', () => {
    expect(inspectLogo(png(10, 10).subarray(0, 20))).toBe('damaged');
    expect(inspectLogo(jpeg(10, 10).subarray(0, 12))).toBe('damaged');
    expect(inspectLogo(bytes(0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9))).toBe('damaged');
    expect(inspectLogo(riff('VP9 ', [1, 2, 3, 4]))).toBe('damaged');
    expect(inspectLogo(pngClaiming(0, 10))).toBe('damaged');
  });

  it('refuses more than 100 KB, and more than 1024 pixels a side however few bytes declare it (an image bomb)', () => {
    expect([LOGO_MAX_BYTES, LOGO_MAX_SIDE]).toEqual([100 * 1024, 1024]);
    const heavy = new Uint8Array(LOGO_MAX_BYTES + 1);
    heavy.set(png(1, 1));
    expect(inspectLogo(heavy)).toBe('tooHeavy');
    expect(inspectLogo(pngClaiming(LOGO_MAX_SIDE, LOGO_MAX_SIDE))).toEqual({ contentType: 'image/png', width: 1024, height: 1024 });
    for (const bomb of [
      pngClaiming(50_000, 50_000),
      pngClaiming(1025, 10),
      jpeg(10, 65_535),
      webpLossless(16_384, 16_384),
      webpExtended(1, 2000),
    ])
      expect(inspectLogo(bomb)).toBe('tooLarge');
  });

  it('encodes and decodes base64, and says when a text is not base64', () => {
    expect(bytesOfBase64(base64(bytes(0, 1, 254, 255)))).toEqual(bytes(0, 1, 254, 255));
    expect(bytesOfBase64('no es base64!')).toBeNull();
    const large = png(200, 200);
    expect(base64OfBytes(large)).toBe(base64(large));
    expect(bytesOfBase64(base64OfBytes(large))).toEqual(large);
  });

  it("is checked by the upload's schema, in Spanish, keeping the type read from the bytes", () => {
    const upload = (logo: string | null) => setLogoBody.safeParse({ logo });
    expect(upload(base64(png(8, 8))).data?.logo).toEqual({ contentType: 'image/png', width: 8, height: 8, data: base64(png(8, 8)) });
    expect(upload(null).data).toEqual({ logo: null });
    const refusal = (logo: string) => upload(logo).error?.issues[0]?.message;
    expect(refusal(base64(new TextEncoder().encode('<svg/>')))).toBe('El logo debe ser una imagen PNG, JPEG o WebP.');
    expect(refusal('%%%')).toBe('El logo debe ser una imagen PNG, JPEG o WebP.');
    expect(refusal(base64(pngClaiming(50_000, 50_000)))).toBe('El logo no puede medir más de 1024 × 1024 píxeles.');
    expect(refusal('A'.repeat(200_000))).toBe('El logo no puede pesar más de 100 KB.');
    expect(refusal(base64(png(4, 4).subarray(0, 20)))).toBe('La imagen del logo está dañada o incompleta.');
  });
});
