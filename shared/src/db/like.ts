/** The text as a LIKE pattern matches it literally: `%`, `_` and `\` are escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[%_\\]/g, '\\$&');
}
