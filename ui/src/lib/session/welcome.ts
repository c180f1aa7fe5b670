/** The welcome a sign-in leaves for the app's first screen, which it loads afresh (the login page is its own small entry). */
const WELCOME_KEY = 'welcome';

export function leaveWelcome(storage: Storage, text: string): void {
  storage.setItem(WELCOME_KEY, text);
}

/** The welcome left by the sign-in, once: null after it was taken. */
export function takeWelcome(storage: Storage): string | null {
  const text = storage.getItem(WELCOME_KEY);
  storage.removeItem(WELCOME_KEY);
  return text;
}
