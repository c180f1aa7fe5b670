import { useEffect, useState } from 'react';
import { qrCodeDataUrl } from './qrCode';

export type QrCodeState = { status: 'drawing' } | { status: 'ready'; dataUrl: string } | { status: 'failed' };

/** Draws `link` as a QR code captioned with `plate` while `enabled`; a new link starts over. */
export function useQrCode(link: string, plate: string, enabled: boolean): QrCodeState {
  const [state, setState] = useState<QrCodeState>({ status: 'drawing' });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ status: 'drawing' });
    qrCodeDataUrl(link, plate).then(
      (dataUrl) => current && setState({ status: 'ready', dataUrl }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [link, plate, enabled]);
  return state;
}
