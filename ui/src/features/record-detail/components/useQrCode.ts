import { useEffect, useState } from 'react';
import { qrCodeDataUrl } from './qrCode';

export type QrCodeState = { status: 'drawing' } | { status: 'ready'; dataUrl: string } | { status: 'failed' };

/** Draws `link` as a QR code while `enabled`; a new link starts over. */
export function useQrCode(link: string, enabled: boolean): QrCodeState {
  const [state, setState] = useState<QrCodeState>({ status: 'drawing' });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ status: 'drawing' });
    qrCodeDataUrl(link).then(
      (dataUrl) => current && setState({ status: 'ready', dataUrl }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [link, enabled]);
  return state;
}
