/** A PNG data URL of `text` as a QR code; the `qrcode` library loads on first use. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, { width: 512, margin: 2, errorCorrectionLevel: 'M' });
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
