import { describe, expect, it } from 'vitest';
import { greetingChatLink, phoneLabel } from './phone';

describe('phone labels', () => {
  it('shows the phone with the +56 prefix and chats through country code 56 with a greeting', () => {
    expect(phoneLabel(912345678)).toBe('+56 912345678');
    expect(greetingChatLink(912345678, 'Ana')).toBe('https://wa.me/56912345678?text=Hola%20Ana!');
  });
});
