/**
 * <score-chart>: a line chart drawn as SVG (no chart library: a few lines, marks and labels do
 * not earn one's size), with the same numbers as a table. The table is always in the page for
 * screen readers (visually hidden) and a button shows it to everyone, so the chart is never the
 * only way to read the data. Series differ by colour, marker shape and line pattern, and are
 * named in a legend, so colour is never needed to tell them apart.
 *
 * Used for the scores of one session round by round and for a player's results over time.
 */
import { LitElement, html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { getLocale } from '../../i18n/localization';
import { formatNumber } from '../../i18n/format';
import { screenStyles } from '../shared/screen-styles';
import { colourClass } from '../players/colours';
import { playerColourStyles } from '../players/colour-styles';
import { scoreChartStyles } from './score-chart.styles';

export interface ChartSeries {
  /** Plain text (a player's or a team's name). */
  name: string;
  /** A key of the store's PLAYER_COLOURS (the player's colour). */
  colour: string;
  /** One value per x label; null leaves a gap. */
  values: (number | null)[];
  /** Where set, the mark is filled (e.g. a game won); others are hollow. Absent: all filled. */
  filled?: boolean[];
  /** Words added to a value in the table, e.g. "won". */
  notes?: (string | null)[];
}

const HEIGHT = 220;
const PAD = { top: 24, right: 14, bottom: 34, left: 40 };
const DASHES = ['', '7 4', '2 4', '10 4 2 4', '4 4', '12 3 3 3 3 3'];
const MARKS = ['circle', 'square', 'triangle', 'diamond', 'down', 'cross'] as const;

/** About how wide a label is drawn at the axes' 12 px: a CJK character is square, others narrower. */
function labelWidth(label: string): number {
  let width = 0;
  for (const ch of label) width += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? 12 : 7.5;
  return width;
}

/**
 * Which x labels to draw so that none overlaps another (dates are long, more so in other languages):
 * from the left, each that keeps 12 px clear of the one before and of the last, which is always drawn;
 * and never more than one per 56 px, so the axis stays readable.
 */
function xLabelsShown(labels: string[], x: (i: number) => number, anchor: (i: number) => 'start' | 'end' | 'middle'): boolean[] {
  const GAP = 12;
  const extent = (i: number): [number, number] => {
    const w = labelWidth(labels[i] ?? '');
    const at = x(i);
    const a = anchor(i);
    return a === 'start' ? [at, at + w] : a === 'end' ? [at - w, at] : [at - w / 2, at + w / 2];
  };
  const n = labels.length;
  const shown = labels.map((_, i) => i === n - 1);
  const limit = n > 1 ? extent(n - 1)[0] - GAP : Infinity;
  let end = -Infinity;
  let last = -Infinity;
  for (let i = 0; i < n - 1; i++) {
    const [from, to] = extent(i);
    if (from < end + GAP || to > limit || x(i) - last < 56) continue;
    shown[i] = true;
    end = to;
    last = x(i);
  }
  return shown;
}

/** Round tick values covering [min, max], about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  if (min === max) max = min + 1;
  const raw = (max - min) / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= max + step / 2; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  if ((ticks.at(-1) ?? 0) < max) ticks.push((ticks.at(-1) ?? 0) + step);
  return ticks;
}

@customElement('score-chart')
@localized()
export class ScoreChart extends LitElement {
  static override styles = [screenStyles, playerColourStyles, scoreChartStyles];

  /** The chart's title, also the table's caption. */
  @property() label = '';
  /** What the x axis counts ("Round", "Game"): the first column of the table. */
  @property({ attribute: 'x-title' }) xTitle = '';
  /** What the values are ("Score", "Victory chips"). */
  @property({ attribute: 'y-title' }) yTitle = '';
  @property({ attribute: false }) xLabels: string[] = [];
  /**
   * Shorter labels for the axis than the table's (`xLabels`): "1", "2", "3" for "Round 1", … so
   * that every one is drawn on a phone's width; the axis then says what it counts (`xTitle`) below them.
   */
  @property({ attribute: false }) axisLabels: string[] | null = null;
  /** The title is the heading beside the chart already: the figure's caption is read out, not shown again. */
  @property({ type: Boolean, attribute: 'caption-hidden' }) captionHidden = false;
  @property({ attribute: false }) series: ChartSeries[] = [];
  /** A line under the legend saying what filled and hollow marks mean, when some are hollow. */
  @property({ attribute: 'fill-hint' }) fillHint = '';

  @state() private tableShown = false;
  @state() private width = 320;
  private resize: ResizeObserver | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    this.resize = new ResizeObserver((entries) => {
      const w = Math.round(entries[0]?.contentRect.width ?? 0);
      // Next frame: redrawing inside the observer's callback could resize the page again in the
      // same frame (a scroll bar appearing), which the browser reports as an error.
      if (w > 0 && Math.abs(w - this.width) > 1) requestAnimationFrame(() => (this.width = w));
    });
    this.resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resize?.disconnect();
  }

  override render(): TemplateResult {
    const id = 'chart-title';
    return html`<figure aria-labelledby=${id}>
      <figcaption id=${id} class=${this.captionHidden ? 'visually-hidden' : ''}>${this.label}</figcaption>
      ${this.renderSvg()} ${this.renderLegend()}
      <button
        class="button secondary toggle"
        aria-pressed=${this.tableShown ? 'true' : 'false'}
        @click=${() => (this.tableShown = !this.tableShown)}
      >
        ${this.tableShown ? msg('Hide the table', { id: 'chart.hide-table' }) : msg('Show as a table', { id: 'chart.show-table' })}
      </button>
      ${
        this.tableShown
          ? html`<div class="table-wrap" role="region" aria-label=${msg(str`${this.label}, table`, { id: 'chart.table' })} tabindex="0">
            ${this.renderTable()}
          </div>`
          : html`<div class="visually-hidden">${this.renderTable()}</div>`
      }
    </figure>`;
  }

  private renderSvg(): TemplateResult {
    const width = Math.max(200, this.width);
    const values = this.series.flatMap((s) => s.values.filter((v): v is number => v !== null));
    const ticks = niceTicks(Math.min(0, ...values), Math.max(1, ...values));
    const low = ticks[0] ?? 0;
    const high = ticks.at(-1) ?? 1;
    const plotW = width - PAD.left - PAD.right;
    const axisLabels = this.axisLabels?.length === this.xLabels.length ? this.axisLabels : null;
    const bottom = axisLabels ? PAD.bottom + 14 : PAD.bottom;
    const plotH = HEIGHT - PAD.top - bottom;
    const n = this.xLabels.length;
    const x = (i: number) => PAD.left + (n <= 1 ? plotW / 2 : (i * plotW) / (n - 1));
    const y = (v: number) => PAD.top + plotH - ((v - low) / (high - low || 1)) * plotH;
    const anchor = (i: number) => (n > 1 && i === 0 ? 'start' : n > 1 && i === n - 1 ? 'end' : 'middle');
    const labels = axisLabels ?? this.xLabels;
    const shownX = xLabelsShown(labels, x, anchor);
    const summary = this.describe();
    return html`<svg
      viewBox="0 0 ${width} ${HEIGHT}"
      width=${width}
      height=${HEIGHT}
      role="img"
      aria-label=${summary}
    >
      <text class="axis-text" x=${PAD.left} y="12" aria-hidden="true">${this.yTitle}</text>
      ${ticks.map(
        (t) => svg`<line class="grid" x1=${PAD.left} x2=${width - PAD.right} y1=${y(t)} y2=${y(t)}></line>
          <text class="axis-text" x=${PAD.left - 6} y=${y(t) + 4} text-anchor="end">${format(t)}</text>`,
      )}
      ${labels.map((label, i) =>
        shownX[i] ? svg`<text class="axis-text" x=${x(i)} y=${HEIGHT - bottom + 18} text-anchor=${anchor(i)}>${label}</text>` : nothing,
      )}
      ${axisLabels ? svg`<text class="axis-text" x=${PAD.left + plotW / 2} y=${HEIGHT - 6} text-anchor="middle" aria-hidden="true">${this.xTitle}</text>` : nothing}
      ${this.series.map((s, k) => this.renderLine(s, k, x, y))}
    </svg>`;
  }

  private renderLine(s: ChartSeries, k: number, x: (i: number) => number, y: (v: number) => number): SVGTemplateResult {
    const segments: string[] = [];
    let current = '';
    s.values.forEach((v, i) => {
      if (v === null) {
        if (current) segments.push(current);
        current = '';
        return;
      }
      current += `${current ? ' L' : 'M'}${x(i).toFixed(1)} ${y(v).toFixed(1)}`;
    });
    if (current) segments.push(current);
    const dash = DASHES[k % DASHES.length] ?? '';
    return svg`<g class=${colourClass(s.colour)}>
      ${segments.map((d) => svg`<path class="line" d=${d} stroke-dasharray=${dash || nothing}></path>`)}
      ${s.values.map((v, i) => (v === null ? nothing : mark(MARKS[k % MARKS.length] ?? 'circle', x(i), y(v), s.filled?.[i] ?? true)))}
    </g>`;
  }

  private renderLegend(): TemplateResult {
    return html`<ul class="legend">
        ${this.series.map(
          (s, k) => html`<li>
            <svg viewBox="0 0 36 14" aria-hidden="true" class=${colourClass(s.colour)}>
              <line class="line" x1="2" x2="34" y1="7" y2="7" stroke-dasharray=${DASHES[k % DASHES.length] || nothing}></line>
              ${mark(MARKS[k % MARKS.length] ?? 'circle', 18, 7, true)}
            </svg>
            <span>${s.name}</span>
          </li>`,
        )}
      </ul>
      ${this.fillHint && this.series.some((s) => s.filled?.some((f) => !f)) ? html`<p class="muted hint">${this.fillHint}</p>` : nothing}`;
  }

  private renderTable(): TemplateResult {
    return html`<table>
      <caption class="visually-hidden">${this.label}</caption>
      <thead>
        <tr>
          <th scope="col">${this.xTitle}</th>
          ${this.series.map((s) => html`<th scope="col">${s.name}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${this.xLabels.map(
          (label, i) => html`<tr>
            <th scope="row">${label}</th>
            ${this.series.map((s) => {
              const v = s.values[i];
              const note = s.notes?.[i];
              return html`<td>${v === null || v === undefined ? '—' : format(v)}${note ? `, ${note}` : ''}</td>`;
            })}
          </tr>`,
        )}
      </tbody>
    </table>`;
  }

  /** One sentence for the image: what it shows and where each line ends. */
  private describe(): string {
    const last = this.xLabels.at(-1) ?? '';
    const ends = this.series
      .map((s) => {
        const v = [...s.values].reverse().find((x) => x !== null);
        return v === undefined || v === null ? null : `${s.name} ${format(v)}`;
      })
      .filter(Boolean)
      .join(', ');
    const lower = (s: string) => (getLocale() === 'en' ? s.toLowerCase() : s);
    const y = lower(this.yTitle) || msg('values', { id: 'chart.values' });
    const x = lower(this.xTitle) || msg('step', { id: 'chart.step' });
    const label = this.label;
    return ends
      ? msg(str`${label}. Line chart of ${y} by ${x}; at ${last}: ${ends}. The same numbers are in the table below.`, { id: 'chart.describe.ends' })
      : msg(str`${label}. Line chart of ${y} by ${x}. The same numbers are in the table below.`, { id: 'chart.describe' });
  }
}

function format(v: number): string {
  return formatNumber(v, { maximumFractionDigits: 1, minimumFractionDigits: Number.isInteger(v) ? 0 : 1 });
}

function mark(shape: (typeof MARKS)[number], cx: number, cy: number, filled: boolean): SVGTemplateResult {
  const cls = `mark ${filled ? 'filled' : 'hollow'}`;
  const r = 4.5;
  switch (shape) {
    case 'square':
      return svg`<rect class=${cls} x=${cx - r} y=${cy - r} width=${2 * r} height=${2 * r}></rect>`;
    case 'triangle':
      return svg`<path class=${cls} d="M${cx} ${cy - r - 1} L${cx + r + 1} ${cy + r} L${cx - r - 1} ${cy + r} Z"></path>`;
    case 'down':
      return svg`<path class=${cls} d="M${cx} ${cy + r + 1} L${cx + r + 1} ${cy - r} L${cx - r - 1} ${cy - r} Z"></path>`;
    case 'diamond':
      return svg`<path class=${cls} d="M${cx} ${cy - r - 1} L${cx + r + 1} ${cy} L${cx} ${cy + r + 1} L${cx - r - 1} ${cy} Z"></path>`;
    case 'cross':
      // A cross has no inside: "hollow" draws it thinner.
      return svg`<path class="mark cross ${filled ? 'filled' : 'hollow'}" d="M${cx - r} ${cy - r} L${cx + r} ${cy + r} M${cx + r} ${cy - r} L${cx - r} ${cy + r}"></path>`;
    default:
      return svg`<circle class=${cls} cx=${cx} cy=${cy} r=${r}></circle>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'score-chart': ScoreChart;
  }
}
