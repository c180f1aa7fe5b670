/** The QR's side in pixels, and its quiet zone: four modules of white all round, as scanners expect. */
const QR_SIDE_PX = 512;
const QR_QUIET_ZONE_MODULES = 4;
/** The white band under the code where the plate is written. */
const CAPTION_BAND_PX = 96;
const CAPTION_FONT = 'bold 64px ui-monospace, "DejaVu Sans Mono", monospace';

/**
 * A PNG data URL of `text` as a QR code with a white quiet zone and `caption` (the plate) written
 * under it, so a printed or downloaded code says which car it belongs to. The `qrcode` library
 * loads on first use. Without a 2D canvas (no such browser in use) the code comes alone.
 */
export async function qrCodeDataUrl(text: string, caption: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  const code = await toDataURL(text, {
    width: QR_SIDE_PX,
    margin: QR_QUIET_ZONE_MODULES,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000', light: '#ffffff' },
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return code;
  const image = new Image();
  image.src = code;
  await image.decode();
  canvas.width = image.width;
  canvas.height = image.height + CAPTION_BAND_PX;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0);
  context.fillStyle = '#000000';
  context.font = CAPTION_FONT;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  // The code's own quiet zone already sits above the text: the band starts right under it.
  context.fillText(caption, canvas.width / 2, image.height + CAPTION_BAND_PX / 2 - 16, canvas.width - 32);
  return canvas.toDataURL('image/png');
}

/** Print window and image sizes of docs/specification.md#constants. */
const PRINT_WINDOW_FEATURES = 'width=300,height=600';
const PRINT_IMAGE_MAX_WIDTH = '250px';

/** Opens a small window holding only the QR image and prints it; false when the browser blocked the window. */
export function printQrCode(dataUrl: string, title: string): boolean {
  const printWindow = window.open('', '_blank', PRINT_WINDOW_FEATURES);
  if (!printWindow) return false;
  const { document } = printWindow;
  document.title = title;
  const image = document.createElement('img');
  image.alt = title;
  image.style.maxWidth = PRINT_IMAGE_MAX_WIDTH;
  image.style.width = '100%';
  image.addEventListener('load', () => {
    printWindow.focus();
    printWindow.print();
    printWindow.close();
  });
  image.src = dataUrl;
  document.body.append(image);
  return true;
}
