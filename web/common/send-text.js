// send-text.js: sends a link or a result the way every page does: the share sheet on a phone (Web Share API), else the clipboard, else a field to copy it from by hand.

/**
 * Sends { title, text, url }: on a touch screen with a share sheet, through it; else `copy` (what
 * the clipboard gets: the link, or the text and the link) goes to the clipboard. When neither
 * works, `field` shows `copy`, selected, to copy by hand. `note` says which happened, in `words`
 * { sent, copied, manual }. A share sheet the player closes says nothing.
 * @param {{ note: HTMLElement, field: HTMLInputElement | HTMLTextAreaElement }} where
 * @param {{ title: string, text: string, url: string, copy: string }} what
 * @param {{ sent: string, copied: string, manual: string }} words
 */
export async function sendText({ note, field }, { title, text, url, copy }, words) {
  field.value = copy;
  if (navigator.share && matchMedia('(pointer: coarse)').matches) {
    try {
      await navigator.share({ title, text, url });
      note.textContent = words.sent;
      return;
    } catch (error) {
      if (/** @type {Error} */ (error)?.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(copy);
    note.textContent = words.copied;
  } catch {
    note.textContent = words.manual;
    field.hidden = false;
    field.focus();
    field.select();
  }
}
