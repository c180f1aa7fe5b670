/** How long a generated file's object URL outlives the click that downloads it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Makes the browser download `href` (a data: or blob: URL) as `fileName`. */
export function saveFile(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  saveFile(url, fileName);
  // Revoking right after the click can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
