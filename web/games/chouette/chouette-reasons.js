// chouette-reasons.js: the engine's effect reasons, refusals and combinations in French, from the catalogue (web/common/words/fr.js).
//
// The core sends every reason, refusal and combination as a message id with parameters beside its
// English sentence (core/chouette/messages.hpp). chouette-text.js still hands this file the English
// sentence alone (engineText(effect.reason), comboLabel(label)); the view and the history tell
// words.js which message each sentence came with (hearView, hearEntry; errors through errorText),
// so the French is the catalogue's, looked up by the exact sentence. A sentence never heard is shown
// as the engine wrote it. Once chouette-text.js passes the messages themselves, call say() directly.
import { hear, say, sayHeard, wasHeard } from '../../common/words.js';

/** @typedef {import('../../../wasm/arcade').Message} Message */

/** A combination of the view ({ id, value }) as the engine's message for it. */
export function comboMessage(combination) {
  return { id: `chouette.combo.${combination.id}`, args: { value: combination.value } };
}

/** Tells words.js the messages of a view: its effects' reasons and its combination. */
export function hearView(view) {
  const messages = Array.isArray(view?.effectMessages) ? view.effectMessages : [];
  (view?.effects ?? []).forEach((effect, i) => hear(effect.reason, messages[i]));
  if (view?.combination) hear(view.combination.label, comboMessage(view.combination));
}

/** The same for a history entry (its effects carry their messages; see chouette-history.js). */
export function hearEntry(entry) {
  for (const effect of entry?.effects ?? []) hear(effect.reason, effect.message);
  if (entry?.combo) hear(entry.combo.label, comboMessage(entry.combo));
}

/** A combination label of the engine in French: { name, the } (with its article), or null when not heard. */
export function comboFr(label) {
  const text = String(label);
  if (!wasHeard(text)) return null;
  return { name: sayHeard(text, 'fr'), the: sayHeard(text, 'fr', 'the') };
}

/** The French of one engine reason or refusal (a message of its own when given); the English text when unknown. */
export function reasonFr(reason, message = null) {
  const text = String(reason);
  return message ? say(message, text, 'fr') : sayHeard(text, 'fr');
}
