import { z } from 'zod';

/**
 * A dialog the app leaves for the login page when it sends the user there (an expired session, a
 * changed password): the login is its own document (ui/login.html), loaded afresh, so the app's own
 * dialog would vanish with the page that opened it.
 */
const loginNoticeSchema = z.object({
  kind: z.enum(['info', 'success', 'warning']),
  title: z.string(),
  message: z.string().optional(),
});
export type LoginNotice = z.infer<typeof loginNoticeSchema>;

const NOTICE_KEY = 'loginNotice';

export function leaveLoginNotice(storage: Storage, notice: LoginNotice): void {
  storage.setItem(NOTICE_KEY, JSON.stringify(notice));
}

/** The notice left for the login page, once: null after it was taken, or when what is stored is not one. */
export function takeLoginNotice(storage: Storage): LoginNotice | null {
  const stored = storage.getItem(NOTICE_KEY);
  storage.removeItem(NOTICE_KEY);
  if (stored === null) return null;
  try {
    const parsed = loginNoticeSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
