/**
 * The start of something a server sent back, fit for one line of the page:
 * quoted, cut to `max` characters, and every character that would not show
 * (controls, line breaks, zero-width and direction marks) escaped, so what is
 * shown is exactly what came, and cannot reorder or hide the text around it.
 */
export function textPreview(text: string, max = 120): string {
  const cut = text.length > max;
  const shown = JSON.stringify(text.slice(0, max)).replace(
    /[\u007f-\u009f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return cut ? `${shown}… (${text.length} characters in all)` : shown;
}
