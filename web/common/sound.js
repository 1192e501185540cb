// sound.js: the games' few sounds (dice, a disc landing, a win) made with Web Audio, no audio files; off until the player turns them on.
//
// One switch serves every game: the player's choice is remembered for the whole arcade
// (kata-arcade:sound), and a host sets the default of an embedded game with sound="on". Each sound
// is also told to the host page as an `arcade-sound` event ({ kind }), so a host can mute, log or
// replace them. Under prefers-reduced-motion nothing changes: the sounds stay off until asked for.
import { preferenceSwitch, preferenceOn } from './switch.js';

let context = null;

/** The shared audio context, made at the first sound (browsers allow it after a click or a key). */
function audio() {
  const Context = globalThis.AudioContext ?? globalThis.webkitAudioContext;
  if (!Context) return null;
  context ??= new Context();
  if (context.state === 'suspended') context.resume().catch(() => {});
  return context;
}

/** A short tone: `type` oscillator from `from` Hz gliding to `to` Hz, `ms` long, starting `at` s from now. */
function tone(ac, { type = 'sine', from, to = from, ms, at = 0, gain = 0.2 }) {
  const start = ac.currentTime + at;
  const end = start + ms / 1000;
  const osc = ac.createOscillator();
  const level = ac.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, start);
  osc.frequency.exponentialRampToValueAtTime(to, end);
  level.gain.setValueAtTime(gain, start);
  level.gain.exponentialRampToValueAtTime(0.001, end);
  osc.connect(level).connect(ac.destination);
  osc.start(start);
  osc.stop(end);
}

/** A burst of band-passed noise around `hz`: a die hitting the table. */
function knock(ac, { at, hz, ms = 45, gain = 0.35 }) {
  const frames = Math.ceil(ac.sampleRate * ms / 1000);
  const buffer = ac.createBuffer(1, frames, ac.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < frames; i += 1) data[i] = (Math.random() * 2 - 1) * (1 - i / frames) ** 3;
  const source = ac.createBufferSource();
  const band = ac.createBiquadFilter();
  const level = ac.createGain();
  source.buffer = buffer;
  band.type = 'bandpass';
  band.frequency.value = hz;
  level.gain.value = gain;
  source.connect(band).connect(level).connect(ac.destination);
  source.start(ac.currentTime + at);
}

// Each kind as a little score of knocks and tones (timed to the page's animations).
const SOUNDS = {
  dice(ac) { [0, 0.09, 0.16, 0.27, 0.33, 0.45].forEach((at, i) => knock(ac, { at, hz: 1800 + 500 * (i % 3) })); },
  disc(ac) {
    tone(ac, { from: 180, to: 70, ms: 160, at: 0.18, gain: 0.35 });
    knock(ac, { at: 0.18, hz: 900, ms: 30, gain: 0.25 });
  },
  win(ac) { [523, 659, 784, 1047].forEach((hz, i) => tone(ac, { type: 'triangle', from: hz, ms: 260, at: 0.12 * i, gain: 0.15 })); },
};
export const SOUND_KINDS = Object.keys(SOUNDS);

/** The sound switch of `element`'s tools row (switch.js), labelled `label` (its page words): the first toggle also wakes the audio context. */
export function soundSwitch(element, label) {
  const choice = preferenceSwitch(element, 'sound', label, '♪');
  choice.onChange((on) => { if (on) audio(); });  // the click is the gesture that lets the page make sound
  return choice;
}

/** Plays `kind` (one of SOUND_KINDS) for `element` when sounds are on, and tells the host page. */
export function playSound(element, kind) {
  if (!kind || !preferenceOn(element, 'sound')) return;
  element.dispatchEvent(new CustomEvent('arcade-sound', { detail: { kind }, bubbles: true, composed: true }));
  const ac = audio();
  if (ac) SOUNDS[kind]?.(ac);
}
