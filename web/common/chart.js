// chart.js: the coach's small line and bar charts, drawn in SVG to the element's width and colours, with the same numbers in a table behind them.
//
// A chart is a picture for the eye and a table for keyboards and screen readers: the SVG is one
// image with a name (role="img"), and a <details> holds the table its lines were drawn from.
// Styles: controls.css (lines and bars take --_chart-0, --_chart-1, ... from the game's sheet).
import { h } from './element.js';

const SVG = 'http://www.w3.org/2000/svg';
const W = 100;  // the drawing's own units; it stretches to the element's width (lines keep their width)
const H = 40;

function svg(tag, attributes = {}) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

// The indices of each run of consecutive non-null values.
function runsOf(values) {
  const runs = [];
  values.forEach((v, i) => {
    if (v === null || v === undefined) return;
    if (i > 0 && runs.length && runs.at(-1).at(-1) === i - 1) runs.at(-1).push(i);
    else runs.push([i]);
  });
  return runs;
}

/**
 * A line chart: `series` [{ name, values }] over the same x positions (labels[i]), between `min`
 * and `max` (`format(y)` writes a value); `marks` [{ index, text }] are moments the chart points at
 * (a vertical line, and a row of the table says why). `title` names the picture.
 * A series may also leave values unknown (null: a gap in its line), give the range each value is
 * known to lie in (`low`, `high`: a shaded band, for numbers only bounded) and its own words per
 * value for the table (`texts`, else format(value)).
 * @param {{ title: string, labels: string[], series: { name: string, values: (number | null)[],
 *   low?: number[], high?: number[], texts?: string[] }[], min: number, max: number,
 *   format: (y: number) => string, marks?: { index: number, text: string }[], xName: string,
 *   words?: { numbers?: string, note?: string }, noteName?: string, dataName?: string }} c  (words, or noteName
 *   and dataName: the table's own labels in the page's language)
 */
export function lineChart({ title, labels, series, min, max, format, marks = [], xName, words: given = {}, noteName, dataName }) {
  const words = { note: given.note ?? noteName, numbers: given.numbers ?? dataName };
  const n = labels.length;
  const x = (i) => (n > 1 ? (i / (n - 1)) * W : W / 2);
  const y = (v) => H - ((Math.min(max, Math.max(min, v)) - min) / (max - min || 1)) * H;
  const picture = svg('svg', { viewBox: `0 -1 ${W} ${H + 2}`, preserveAspectRatio: 'none', class: 'chart-svg', role: 'img', 'aria-label': title });
  for (const at of [min, (min + max) / 2, max]) picture.append(svg('line', { x1: 0, x2: W, y1: y(at), y2: y(at), class: 'chart-grid' }));
  for (const mark of marks) picture.append(svg('line', { x1: x(mark.index), x2: x(mark.index), y1: 0, y2: H, class: 'chart-mark' }));
  const at = (i, v) => `${x(i).toFixed(2)},${y(v).toFixed(2)}`;
  series.forEach((s, k) => {
    if (s.low && s.high) {
      const top = s.high.map((v, i) => at(i, v));
      const bottom = s.low.map((v, i) => at(i, v)).reverse();
      picture.append(svg('polygon', { points: [...top, ...bottom].join(' '), class: `chart-band chart-band-${k}` }));
    }
    // One polyline per run of known values; a lone value is a dot (a zero-length round-capped line).
    for (const run of runsOf(s.values)) {
      const points = run.map((i) => at(i, s.values[i]));
      if (points.length === 1) points.push(points[0]);
      picture.append(svg('polyline', { points: points.join(' '), class: `chart-line chart-line-${k}` }));
    }
  });

  const marked = new Map(marks.map((m) => [m.index, m.text]));
  const columns = cellsOf(series, format);
  if (marks.length) columns.push([words.note ?? 'Note', labels.map((_, i) => marked.get(i) ?? '')]);
  return figure(title, series, picture, dataTable(xName, labels, columns, (i) => (marked.has(i) ? 'is-marked' : '')), words);
}

// Where a value sits between 0 and `max`, from 0 to 1: linear, or by log(1 + y) for counts that
// fall from thousands to one.
const scaleOf = (max, log) => (log ? (v) => Math.log1p(v) / Math.log1p(max || 1) : (v) => v / (max || 1));
const missing = (v) => v === null || v === undefined;

/**
 * A bar chart: at each x position (labels[i], `ticks[i]` written under its bars) a bar per series
 * (`series` [{ name, values }], null for none), from 0 up to `max`, on a log scale with `log`.
 * `columns` [[name, texts]] are more columns of the table (what the bars stand for, in words).
 * @param {{ title: string, labels: string[], series: { name: string, values: (number | null)[] }[], max: number,
 *   format: (y: number) => string, xName: string, log?: boolean, ticks?: string[], columns?: [string, string[]][],
 *   words?: { numbers?: string } }} c  (words: the table's fold in the page's language)
 */
export function barChart({ title, labels, series, max, format, xName, log = false, ticks = [], columns = [], words = {} }) {
  const scale = scaleOf(max, log);
  const slot = W / Math.max(1, labels.length);
  const bar = (slot * 0.8) / Math.max(1, series.length);
  const picture = svg('svg', { viewBox: `0 -1 ${W} ${H + 2}`, preserveAspectRatio: 'none', class: 'chart-svg', role: 'img', 'aria-label': title });
  for (const at of [0, H / 2, H]) picture.append(svg('line', { x1: 0, x2: W, y1: at, y2: at, class: 'chart-grid' }));
  series.forEach((s, k) => s.values.forEach((v, i) => {
    if (missing(v)) return;
    const height = Math.min(1, Math.max(0, scale(v))) * H;
    picture.append(svg('rect', {
      x: (i * slot + slot * 0.1 + k * bar).toFixed(2), y: (H - height).toFixed(2), width: bar.toFixed(2), height: height.toFixed(2), class: `chart-bar chart-bar-${k}`,
    }));
  }));
  const under = ticks.length ? h('ol', { class: 'chart-ticks', 'aria-hidden': 'true' }, ticks.map((t) => h('li', {}, t))) : null;
  return figure(title, series, h('div', { class: 'chart-plot' }, picture, under), dataTable(xName, labels, [...cellsOf(series, format), ...columns]), words);
}

/**
 * The same numbers as a list of horizontal bars, one item per label with its name and numbers in
 * words beside the bars (for long labels, such as technique names, that no axis could hold).
 * @param {{ title: string, labels: string[], series: { name: string, values: (number | null)[] }[], max: number,
 *   format: (y: number) => string, xName: string, log?: boolean, columns?: [string, string[]][], words?: { numbers?: string } }} c
 */
export function barList({ title, labels, series, max, format, xName, log = false, columns = [], words = {} }) {
  const scale = scaleOf(max, log);
  const items = labels.map((label, i) => {
    const bars = series.map((s, k) => {
      const bar = h('span', { class: `chart-hbar chart-key-${k}` });
      bar.style.inlineSize = `${(Math.min(1, Math.max(0, missing(s.values[i]) ? 0 : scale(s.values[i]))) * 100).toFixed(1)}%`;
      return bar;
    });
    const said = series.map((s) => `${s.name}: ${missing(s.values[i]) ? '—' : format(s.values[i])}`).join(' · ');
    return h('li', {}, h('span', { class: 'chart-hlabel' }, label), h('span', { class: 'chart-hbars', 'aria-hidden': 'true' }, bars),
      h('span', { class: 'chart-hvalues' }, said));
  });
  return figure(title, series, h('ul', { class: 'chart-list' }, items), dataTable(xName, labels, [...cellsOf(series, format), ...columns]), words);
}

/**
 * A table column per series: its name and its values written out (its own `texts` when it has
 * them, '—' where there is no value).
 * @param {{ name: string, values: (number | null)[], texts?: string[] }[]} series
 * @param {(y: number) => string} format
 * @returns {[string, string[]][]}
 */
const cellsOf = (series, format) => series.map((s) => [s.name, s.values.map((v, i) => s.texts?.[i] ?? (missing(v) ? '—' : format(v)))]);

/**
 * The table behind a chart: a row per x position, then a column per [name, texts].
 * @param {string} xName
 * @param {string[]} labels
 * @param {[string, string[]][]} columns
 * @param {(i: number) => string} [rowClass]  a row's class (a marked moment's)
 */
function dataTable(xName, labels, columns, rowClass = () => '') {
  return h('table', { class: 'chart-table' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, xName), columns.map(([name]) => h('th', { scope: 'col' }, name)))),
    h('tbody', {}, labels.map((label, i) => h('tr', { class: rowClass(i) },
      h('th', { scope: 'row' }, label), columns.map(([, texts]) => h('td', {}, texts[i]))))));
}

// The chart as the page shows it: its title, the series' keys, the picture, the table folded under
// it (`words.numbers`: the fold's label in the page's language).
function figure(title, series, picture, table, words = {}) {
  const legend = h('ul', { class: 'chart-legend' },
    series.map((s, k) => h('li', {}, h('span', { class: `chart-key chart-key-${k}`, 'aria-hidden': 'true' }), s.name)));
  return h('figure', { class: 'chart', part: 'chart' },
    h('figcaption', { class: 'chart-title' }, title), legend, picture,
    h('details', { class: 'chart-data' }, h('summary', {}, words.numbers ?? 'The numbers'), table));
}
