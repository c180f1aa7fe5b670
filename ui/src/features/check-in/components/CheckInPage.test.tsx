import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyBoardHandlers } from '../../../testing/boardApi';
import { fakeApi, ok } from '../../../testing/fakeApi';
import { layoutHandlers } from '../../../testing/layoutApi';
import { renderApp, signInAs } from '../../../testing/renderApp';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';

const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const ticketId = '6d1f6a3e-2b7c-4c1e-9a55-3f0b8e2d4c71';
const ticket: Ticket = {
  id: ticketId,
  status: 1,
  vehicle: { ppu: 'ABCD12', type: 'SUV', ownerName: 'Juan Pérez', model: 'RAV4', color: 'Gris', brand: 'Toyota' },
  serviceType: 'FL',
  arrivalDate: '2025-06-05 10:00',
  endDate: '2025-06-05',
  endTime: '18:30',
  createdAt: '2025-06-05T14:00:00.000Z',
  driver: 'Pedro Díaz',
  observations: '',
  clientId: null,
  idResponsible: null,
  employee: null,
  responsibleName: null,
  statusSince: '2025-06-05T14:00:00.000Z',
  finishedAt: null,
  clientPhone: null,
  stateChanges: [],
  customerNotifications: [],
};

async function openCheckIn() {
  const api = fakeApi({
    ...layoutHandlers,
    ...emptyBoardHandlers,
    'wash/getCompleteTicketById': () => ok(ticket),
    'wash/recordCheckIn': () => ok({ status: true, msg: '¡Fotos de ingreso y firma guardadas!' }),
  });
  signInAs('EM');
  const rendered = renderApp(`/home/check-in/${ticketId}`);
  await screen.findByRole('heading', { name: /^Fotos de ingreso · / });
  return { ...rendered, api };
}

/** /home/check-in/:id — the washer's capture at intake. */
describe('photo check-in screen', () => {
  it(
    'takes the four sides and a noted damage, shrinks each, asks for the signature, and sends them in one request',
    { timeout: 60_000 },
    async () => {
      // jsdom draws nothing: the bitmap, the canvas and its encoder stand in for the browser's.
      vi.stubGlobal(
        'createImageBitmap',
        vi.fn(async () => ({ width: 4000, height: 3000, close: vi.fn() })),
      );
      const context = { drawImage: vi.fn(), beginPath: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), stroke: vi.fn(), clearRect: vi.fn() };
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
      vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done) {
        done(new Blob([new Uint8Array([0xff, 0xd8, 0xff, this.width % 256])], { type: 'image/jpeg' }));
      });
      vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(SIGNATURE_PNG);
      const { user, api, currentPath } = await openCheckIn();
      const capture = screen.getByRole('main');
      const photo = (name: string) => new File([new Uint8Array(2_000_000)], name, { type: 'image/jpeg' });
      const inputOf = (position: string, index = 0) =>
        capture.querySelectorAll<HTMLInputElement>(`input[data-position="${position}"]`)[index]!;
      expect(inputOf('front')).toHaveAttribute('accept', 'image/*');
      expect(inputOf('front')).toHaveAttribute('capture', 'environment');

      // Saving early names what is missing and sends nothing.
      await user.click(within(capture).getByRole('button', { name: 'Guardar fotos y firma' }));
      expect(await within(capture).findByRole('alert')).toHaveTextContent('Faltan fotos: Frente, Atrás, Lado izquierdo, Lado derecho.');

      for (const position of ['front', 'back', 'left', 'right']) await user.upload(inputOf(position), photo(`${position}.jpg`));
      await user.click(within(capture).getByRole('button', { name: 'Agregar daño existente' }));
      await user.upload(inputOf('damage'), photo('damage.jpg'));
      await user.click(within(capture).getByRole('button', { name: 'Guardar fotos y firma' }));
      expect(await within(capture).findByRole('alert')).toHaveTextContent('Anote cada daño fotografiado.');
      await user.type(within(capture).getByLabelText('Nota del daño'), 'Rayón puerta izquierda');
      await user.click(within(capture).getByRole('button', { name: 'Guardar fotos y firma' }));
      expect(await within(capture).findByRole('alert')).toHaveTextContent('Falta la firma del cliente.');
      expect(api.callsTo('wash/recordCheckIn')).toHaveLength(0);

      const pad = within(capture).getByTestId('signature-pad');
      act(() => {
        pad.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, clientX: 10, clientY: 10 }));
        pad.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientX: 40, clientY: 20 }));
        pad.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, clientX: 40, clientY: 20 }));
      });
      await user.click(within(capture).getByRole('button', { name: 'Guardar fotos y firma' }));
      await waitFor(() => expect(api.callsTo('wash/recordCheckIn')).toHaveLength(1));
      const sent = api.callsTo('wash/recordCheckIn')[0]?.body as {
        photos: { position: string; note: string; image: string }[];
        signature: string;
      };
      expect(sent.photos.map((sentPhoto) => [sentPhoto.position, sentPhoto.note])).toEqual([
        ['front', ''],
        ['back', ''],
        ['left', ''],
        ['right', ''],
        ['damage', 'Rayón puerta izquierda'],
      ]);
      // Each photo was redrawn at 1280 px on its longest side (the stand-in encoder writes the width) before it was sent.
      expect(sent.photos[0]?.image).toBe(btoa(String.fromCharCode(0xff, 0xd8, 0xff, 1280 % 256)));
      expect(sent.signature).toBe(SIGNATURE_PNG.slice('data:image/png;base64,'.length));
      expect(await screen.findByText('¡Fotos de ingreso y firma guardadas!')).toBeInTheDocument();
      // The washer goes back to the board.
      await waitFor(() => expect(currentPath()).toBe('/home/board'));
    },
  );
});
