import { commonMessages } from '@lavado/shared/messages/common';
import { h, icon } from './dom';

export type DialogKind = 'info' | 'success' | 'warning' | 'error';

/** Tabler's icons, as the app's dialogs draw them (ui/src/lib/dialogs/dialogs.tsx). */
const dialogIcons: Record<DialogKind, readonly string[]> = {
  info: ['M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0', 'M12 9h.01', 'M11 12h1v4h1'],
  success: ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', 'M9 12l2 2l4 -4'],
  warning: [
    'M12 9v4',
    'M10.363 3.591l-8.106 13.534a1.914 1.914 0 0 0 1.636 2.871h16.214a1.914 1.914 0 0 0 1.636 -2.87l-8.106 -13.536a1.914 1.914 0 0 0 -3.274 0',
    'M12 16h.01',
  ],
  error: ['M18 6l-12 12', 'M6 6l12 12'],
};

let opened = 0;

/**
 * The app's titled dialog (an icon, a title, a message and OK) without its libraries: the same words
 * and look, closed by OK, the close button, Escape or a click beside it; focus returns where it was.
 */
export function showDialog({ kind, title, message }: { kind: DialogKind; title: string; message?: string }): void {
  opened += 1;
  const id = `dialog-${opened}`;
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const ok = h(
    'button',
    { type: 'button', class: 'lv-button', 'data-autofocus': true },
    h('span', { class: 'lv-button-label' }, commonMessages.ok),
  );
  const closeButton = h('button', { type: 'button', class: 'lv-dialog-close', 'aria-label': commonMessages.close });
  closeButton.append(icon('0 0 24 24', ['M18 6l-12 12', 'M6 6l12 12'], { size: 18, stroke: 1.5 }));
  const content = h(
    'section',
    {
      class: 'lv-dialog',
      role: 'dialog',
      'aria-modal': 'true',
      tabindex: '-1',
      'aria-labelledby': `${id}-title`,
      'aria-describedby': `${id}-body`,
    },
    h(
      'header',
      { class: 'lv-dialog-header' },
      h(
        'h2',
        { class: 'lv-dialog-title', id: `${id}-title` },
        h('span', { class: `lv-dialog-icon lv-dialog-icon-${kind}` }, icon('0 0 24 24', dialogIcons[kind], { size: 18, stroke: 2 })),
        h('span', {}, title),
      ),
      closeButton,
    ),
    h(
      'div',
      { class: 'lv-dialog-body', id: `${id}-body` },
      message !== undefined && h('p', { class: 'lv-dialog-message' }, message),
      h('div', { class: 'lv-dialog-actions' }, ok),
    ),
  );
  const overlay = h('div', { class: 'lv-dialog-overlay' });
  const inner = h('div', { class: 'lv-dialog-inner' }, content);
  const root = h('div', { class: 'lv-dialog-root' }, overlay, inner);

  const close = () => {
    root.remove();
    document.removeEventListener('keydown', onKey, true);
    returnFocus?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
    // Tab stays inside the dialog, between its two buttons.
    if (event.key === 'Tab' && root.isConnected) {
      const next = document.activeElement === ok ? closeButton : ok;
      event.preventDefault();
      next.focus();
    }
  };
  ok.addEventListener('click', close);
  closeButton.addEventListener('click', close);
  inner.addEventListener('mousedown', (event) => {
    if (event.target === inner) close();
  });
  document.addEventListener('keydown', onKey, true);
  document.body.append(root);
  ok.focus();
}
