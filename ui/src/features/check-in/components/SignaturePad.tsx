import { Box, Button, Group, Text } from '@mantine/core';
import { checkInUiMessages as texts } from '@lavado/shared/messages/check-in';
import { useEffect, useRef } from 'react';

/** The pad's drawing size in pixels; the page scales it to its width, so a line is as thick on a phone as on a tablet. */
const PAD_WIDTH = 900;
const PAD_HEIGHT = 300;

/**
 * The customer signs with a finger (or a pen, or a mouse): pointer events draw on a canvas, and
 * `onChange` receives the signature as a PNG (base64), or null once it is cleared.
 */
export function SignaturePad({ onChange }: { onChange: (signature: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.lineWidth = 5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#102a43';
  }, []);

  const pointAt = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) * PAD_WIDTH) / box.width, y: ((event.clientY - box.top) * PAD_HEIGHT) / box.height };
  };
  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y } = pointAt(event);
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = pointAt(event);
    context.lineTo(x, y);
    context.stroke();
    drawn.current = true;
  };
  const end = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    drawn.current = true;
    const url = event.currentTarget.toDataURL('image/png');
    onChange(url.startsWith('data:image/png;base64,') ? url.slice('data:image/png;base64,'.length) : null);
  };
  const clear = () => {
    const context = canvas.current?.getContext('2d');
    context?.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
    drawn.current = false;
    onChange(null);
  };

  return (
    <Box>
      <Text size="sm" fw={500} mb={4} id="signature-label">
        {texts.signHere}
      </Text>
      <canvas
        ref={canvas}
        width={PAD_WIDTH}
        height={PAD_HEIGHT}
        role="img"
        aria-labelledby="signature-label"
        data-testid="signature-pad"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        style={{
          width: '100%',
          aspectRatio: `${PAD_WIDTH} / ${PAD_HEIGHT}`,
          border: '2px dashed var(--mantine-color-gray-5)',
          borderRadius: 8,
          background: 'white',
          // The finger draws; the page does not scroll or zoom under it.
          touchAction: 'none',
          display: 'block',
        }}
      />
      <Group justify="flex-end" mt={4}>
        <Button variant="subtle" size="xs" onClick={clear}>
          {texts.clearSignature}
        </Button>
      </Group>
    </Box>
  );
}
