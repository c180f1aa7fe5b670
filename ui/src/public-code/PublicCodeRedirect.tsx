import { useEffect } from 'react';
import { PageLoader } from '../lib/components/PageLoader';

/**
 * The app never draws the customers' page: it is its own small bundle (code.html), which the
 * server sends for every `/code/…` address. Reached by an in-app navigation, load it from there.
 */
export function PublicCodeRedirect() {
  useEffect(() => window.location.reload(), []);
  return <PageLoader />;
}
