// chart.js: the coach's small line charts, drawn in SVG to the element's width and colours, with the same numbers in a table behind them.
//
// A chart is a picture for the eye and a table for keyboards and screen readers: the SVG is one
// image with a name (role="img"), and a <details> holds the table its lines were drawn from.
// Styles: chart.css (lines take --_chart-0, --_chart-1, ... from the game's sheet).
import { h } from './element.js';

const SVG = 'http://www.w3.org/2000/svg';
const W = 100;  // the drawing's own units; it stretches to the element's width (lines keep their width)
const H = 40;

function svg(tag, attributes = {}) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

/**
 * A line chart: `series` [{ name, values }] over the same x positions (labels[i]), between `min`
 * and `max` (`format(y)` writes a value); `marks` [{ index, text }] are moments the chart points at
 * (a vertical line, and a row of the table says why). `title` names the picture.
 * @param {{ title: string, labels: string[], series: { name: string, values: number[] }[], min: number,
 *   max: number, format: (y: number) => string, marks?: { index: number, text: string }[], xName: string,
 *   noteName: string, dataName: string }} c
 */
export function lineChart({ title, labels, series, min, max, format, marks = [], xName, noteName, dataName }) {
  const n = labels.length;
  const x = (i) => (n > 1 ? (i / (n - 1)) * W : W / 2);
  const y = (v) => H - ((Math.min(max, Math.max(min, v)) - min) / (max - min || 1)) * H;
  const picture = svg('svg', { viewBox: `0 -1 ${W} ${H + 2}`, preserveAspectRatio: 'none', class: 'chart-svg', role: 'img', 'aria-label': title });
  for (const at of [min, (min + max) / 2, max]) picture.append(svg('line', { x1: 0, x2: W, y1: y(at), y2: y(at), class: 'chart-grid' }));
  for (const mark of marks) picture.append(svg('line', { x1: x(mark.index), x2: x(mark.index), y1: 0, y2: H, class: 'chart-mark' }));
  series.forEach((s, k) => {
    const points = s.values.map((v, i) => `${x(i).toFixed(2)},${y(v).toFixed(2)}`).join(' ');
    picture.append(svg('polyline', { points, class: `chart-line chart-line-${k}` }));
  });

  const legend = h('ul', { class: 'chart-legend' },
    series.map((s, k) => h('li', {}, h('span', { class: `chart-key chart-key-${k}`, 'aria-hidden': 'true' }), s.name)));
  const marked = new Map(marks.map((m) => [m.index, m.text]));
  const table = h('table', { class: 'chart-table' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, xName), series.map((s) => h('th', { scope: 'col' }, s.name)), marks.length ? h('th', { scope: 'col' }, noteName) : null)),
    h('tbody', {}, labels.map((label, i) => h('tr', { class: marked.has(i) ? 'is-marked' : '' },
      h('th', { scope: 'row' }, label), series.map((s) => h('td', {}, format(s.values[i]))), marks.length ? h('td', {}, marked.get(i) ?? '') : null))));
  return h('figure', { class: 'chart', part: 'chart' },
    h('figcaption', { class: 'chart-title' }, title), legend, picture,
    h('details', { class: 'chart-data' }, h('summary', {}, dataName), table));
}
