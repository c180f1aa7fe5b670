/** The address this document is already leaving for, if any. */
let leavingFor: string | null = null;

// A page the browser restores from its back/forward cache has left nothing.
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leavingFor = null;
  });
}

/**
 * Leaves the app for another document of the site (a full page load, never the router); `replace`
 * keeps the page left out of the history, as a guard's redirect does. The UI tests replace this
 * module (jsdom loads no documents) and read where the app went.
 */
export function loadDocument(url: string, { replace = false }: { replace?: boolean } = {}): void {
  // Logging out clears the session, so the guard and the logout both send the user to the login page;
  // a second load of the same address would abort the first one (the browser reports it as aborted).
  if (leavingFor === url) return;
  leavingFor = url;
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
