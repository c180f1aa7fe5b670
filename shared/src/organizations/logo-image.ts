/**
 * The organization's logo (issue 20, "The organization's own contact card"): a small PNG, JPEG or
 * WebP image that the customer's page shows. What it is is read from its own bytes, never from a
 * file name or a declared content type, and its size and dimensions are bounded so that no phone is
 * handed a picture that unpacks into gigabytes of pixels (an image bomb declares huge dimensions in a
 * few bytes). Pure: the server's schema and the AD's form check a file the same way.
 */

export const LOGO_MAX_BYTES = 100 * 1024;
/** Longest side in pixels: a logo is drawn at most a few hundred pixels wide, even on a sharp screen. */
export const LOGO_MAX_SIDE = 1024;
/** The longest base64 text of a logo of LOGO_MAX_BYTES bytes. */
export const LOGO_BASE64_MAX_LENGTH = 4 * Math.ceil(LOGO_MAX_BYTES / 3);

export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

export interface ImageFacts {
  contentType: LogoContentType;
  width: number;
  height: number;
}

export type LogoProblem = 'notAnImage' | 'damaged' | 'tooHeavy' | 'tooLarge';

export const logoMessages: Record<LogoProblem, string> = {
  notAnImage: 'El logo debe ser una imagen PNG, JPEG o WebP.',
  damaged: 'La imagen del logo está dañada o incompleta.',
  tooHeavy: 'El logo no puede pesar más de 100 KB.',
  tooLarge: `El logo no puede medir más de ${LOGO_MAX_SIDE} × ${LOGO_MAX_SIDE} píxeles.`,
};

/** What `bytes` are as a logo: the image's type and size, or why they cannot be one. */
export function inspectLogo(bytes: Uint8Array): ImageFacts | LogoProblem {
  return inspectImage(bytes, { maxBytes: LOGO_MAX_BYTES, maxSide: LOGO_MAX_SIDE });
}

/**
 * What `bytes` are as an image of at most `maxBytes` bytes and `maxSide` pixels a side (the logo,
 * a check-in photo, a signature): its type and size read from its header, or why it cannot be one.
 */
export function inspectImage(bytes: Uint8Array, limits: { maxBytes: number; maxSide: number }): ImageFacts | LogoProblem {
  if (bytes.length > limits.maxBytes) return 'tooHeavy';
  const facts = imageFacts(bytes);
  if (typeof facts === 'string') return facts;
  if (facts.width < 1 || facts.height < 1) return 'damaged';
  if (facts.width > limits.maxSide || facts.height > limits.maxSide) return 'tooLarge';
  return facts;
}

/** The bytes of a base64 text (atob exists in browsers and in Node alike); null when it is not base64. */
export function bytesOfBase64(base64: string): Uint8Array | null {
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The base64 text of `bytes` (btoa exists in browsers and in Node alike), in chunks so that no call takes too many arguments. */
export function base64OfBytes(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** The type and dimensions an image's header declares, read from its first bytes only. */
function imageFacts(bytes: Uint8Array): ImageFacts | 'notAnImage' | 'damaged' {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(bytes, PNG_SIGNATURE)) {
    // The first chunk is IHDR: its width and height are 32-bit big-endian.
    if (bytes.length < 24 || !startsWith(bytes, ascii('IHDR'), 12)) return 'damaged';
    return { contentType: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (startsWith(bytes, JPEG_SIGNATURE)) return jpegFacts(bytes, view);
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return webpFacts(bytes, view);
  return 'notAnImage';
}

/** Start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC), whose segment holds the dimensions. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers that stand alone, without a length: TEM and RST0–RST7. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function jpegFacts(bytes: Uint8Array, view: DataView): ImageFacts | 'damaged' {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return 'damaged';
    const marker = bytes[at + 1]!;
    // 0xFF may pad between segments.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (standsAlone(marker)) {
      at += 2;
      continue;
    }
    // The image data or its end before any frame: no dimensions were declared.
    if (marker === 0xda || marker === 0xd9) return 'damaged';
    const length = view.getUint16(at + 2);
    if (length < 2) return 'damaged';
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return 'damaged';
      return { contentType: 'image/jpeg', height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return 'damaged';
}

function webpFacts(bytes: Uint8Array, view: DataView): ImageFacts | 'damaged' {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  switch (chunk) {
    case 'VP8 ':
      // A lossy frame: its start code, then 14-bit width and height, little-endian.
      if (bytes.length < 30 || !startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return 'damaged';
      return { contentType: 'image/webp', width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    case 'VP8L': {
      // A lossless frame: its signature, then width - 1 and height - 1 in 14 bits each.
      if (bytes.length < 25 || bytes[20] !== 0x2f) return 'damaged';
      const bits = view.getUint32(21, true);
      return { contentType: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X': {
      // The extended header: canvas width - 1 and height - 1 in 24 bits each.
      if (bytes.length < 30) return 'damaged';
      const uint24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
      return { contentType: 'image/webp', width: uint24(24) + 1, height: uint24(27) + 1 };
    }
    default:
      return 'damaged';
  }
}
