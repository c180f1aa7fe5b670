/**
 * Leaves the app for another document of the site (a full page load, never the router); `replace`
 * keeps the page left out of the history, as a guard's redirect does. The UI tests replace this
 * module (jsdom loads no documents) and read where the app went.
 */
export function loadDocument(url: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
