// announcer.js: a polite aria-live region for narrating game events to screen readers.

/**
 * Appends a visually hidden live region to `parent` (a shadow root works) and returns
 * { element, announce(text), clear() }. Each announcement replaces the last one spoken; the same
 * sentence twice in a row is still read, because the region is emptied before the new text goes
 * in. Sentences announced in quick succession (e.g. computer moves without a pause) are joined
 * rather than lost.
 */
export function createAnnouncer(parent, { className = 'visually-hidden', politeness = 'polite' } = {}) {
  const element = document.createElement('div');
  element.className = className;
  element.setAttribute('role', politeness === 'assertive' ? 'alert' : 'status');
  element.setAttribute('aria-live', politeness);
  element.setAttribute('aria-atomic', 'true');
  element.setAttribute('part', 'announcer');
  parent.append(element);

  /** @type {ReturnType<typeof setTimeout> | 0} */
  let timer = 0;
  let pending = '';
  return {
    element,
    announce(text) {
      if (!text) return;
      clearTimeout(timer);
      pending = pending ? `${pending} ${text}` : text;
      element.textContent = '';
      // A separate task lets assistive technology notice the change even for repeated text.
      timer = setTimeout(() => {
        element.textContent = pending;
        pending = '';
      }, 30);
    },
    clear() {
      clearTimeout(timer);
      pending = '';
      element.textContent = '';
    },
  };
}
