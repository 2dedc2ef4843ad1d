/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/charts/score-chart';
import { niceTicks, type ChartSeries, type ScoreChart } from '../../../src/components/charts/score-chart';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, found, textOf } from '../helpers';
import { roundChart } from '../../../src/components/stats/series';
import type { SessionStats } from '../../../src/stats/index';

const SERIES: ChartSeries[] = [
  { name: 'Ann', colour: 'ruby', values: [3, 7, 13, 18, 24] },
  { name: 'Bob', colour: 'sapphire', values: [3, 14, 19, 25, 30] },
];
const ROUNDS = ['Start', 'Round 1', 'Round 2', 'Round 3', 'Round 4'];

async function chart(series = SERIES, xLabels = ROUNDS, extra = ''): Promise<ScoreChart> {
  const el = await fixture<ScoreChart>(
    html`<score-chart label="Scores round by round" x-title="Round" y-title="Points" fill-hint=${extra} .xLabels=${xLabels} .series=${series}></score-chart>`,
  );
  await el.updateComplete;
  return el;
}

const rows = (el: ScoreChart) => [...(el.shadowRoot?.querySelectorAll('tbody tr') ?? [])].map((tr) => [...tr.children].map((c) => c.textContent?.trim()));

describe('<score-chart>', () => {
  afterEach(cleanup);

  it('never draws two x labels over each other, even long dates on a phone', async () => {
    const days = Array.from({ length: 24 }, (_, i) => `2026年${(i % 12) + 1}月${i + 10}日`);
    const series: ChartSeries[] = [{ name: 'Ann', colour: 'ruby', values: days.map((_, i) => i * 3) }];
    const holder = await fixture<HTMLDivElement>(html`<div style="width: 340px"></div>`);
    for (const labels of [days, days.slice(0, 2), ROUNDS.map((r) => `${r}, long words`)]) {
      const el = document.createElement('score-chart');
      el.xLabels = labels;
      el.series = series.map((s) => ({ ...s, values: s.values.slice(0, labels.length) }));
      holder.replaceChildren(el);
      await el.updateComplete;
      await new Promise((r) => requestAnimationFrame(r));
      await el.updateComplete;
      const svg = el.shadowRoot?.querySelector('svg');
      const axis = [...(svg?.querySelectorAll<SVGTextElement>('text.axis-text') ?? [])].filter((t) => Number(t.getAttribute('y')) > 150);
      expect(axis.length, `the first and last at least: ${axis.length}`).toBeGreaterThanOrEqual(2);
      const boxes = axis.map((t) => t.getBBox()).sort((a, b) => a.x - b.x);
      for (let i = 1; i < boxes.length; i++) {
        const [a, b] = [boxes[i - 1]!, boxes[i]!];
        expect(a.x + a.width, `labels ${i - 1} and ${i} overlap: ${a.x}+${a.width} > ${b.x}`).toBeLessThanOrEqual(b.x);
      }
      expect(axis.at(-1)?.textContent, 'the last label is drawn').toBe(labels.at(-1));
    }
  });

  it('labels every round of a game round by round on a phone, and its table keeps the long names', async () => {
    const stats = { rounds: 4, measure: 'points', sides: [[0], [1]], progress: SERIES.map((s) => s.values) } as unknown as SessionStats;
    const data = roundChart({ players: ['Ann', 'Bob'] }, stats, () => 'ruby');
    const holder = await fixture<HTMLDivElement>(html`<div style="width: 340px"></div>`);
    const el = document.createElement('score-chart');
    Object.assign(el, {
      label: data.label,
      xTitle: data.xTitle,
      yTitle: data.yTitle,
      xLabels: data.xLabels,
      axisLabels: data.axisLabels ?? null,
      series: data.series,
    });
    holder.replaceChildren(el);
    await el.updateComplete;
    await new Promise((r) => requestAnimationFrame(r));
    await el.updateComplete;
    const axis = [...(el.shadowRoot?.querySelectorAll<SVGTextElement>('svg text.axis-text') ?? [])]
      .filter((t) => Number(t.getAttribute('y')) > 180)
      .map((t) => t.textContent);
    expect(axis.join(' '), 'every round on the axis, and what it counts').toBe('Start 1 2 3 4 Round');
    expect(
      rows(el)
        .map((r) => r[0])
        .join(', '),
      'the table names them whole',
    ).toBe('Start, Round 1, Round 2, Round 3, Round 4');
  });

  it('draws one line per series with distinct patterns and marks, and names them in a legend', async () => {
    const el = await chart();
    const svg = found(el.shadowRoot?.querySelector('svg[role=img]'), 'an svg image');
    const label = svg.getAttribute('aria-label') ?? '';
    expect(label.includes('Scores round by round') && label.includes('at Round 4: Ann 24, Bob 30'), label).toBeTruthy();
    const lines = [...svg.querySelectorAll('path.line')];
    expect(lines.length, 'lines').toBe(2);
    expect(lines[0]?.getAttribute('stroke-dasharray'), 'two line patterns').not.toBe(lines[1]?.getAttribute('stroke-dasharray'));
    expect(svg.querySelectorAll('.mark').length, 'a mark per value').toBe(10);
    expect(svg.querySelector('g.colour-ruby') !== null && svg.querySelector('g.colour-sapphire') !== null, 'colours by class, no inline style').toBe(true);
    expect(el.shadowRoot?.querySelector('[style]') ?? null, 'no style attribute (the CSP forbids inline styles)').toBe(null);
    const legend = textOf(el.shadowRoot?.querySelector('.legend'));
    expect(legend, 'legend').toBe('Ann Bob');
    await expectAccessible(el);
  });

  it('has the numbers as a table: hidden visually until asked for, always there for screen readers', async () => {
    const el = await chart();
    expect(el.shadowRoot?.querySelector('.visually-hidden table'), 'hidden visually at first').toBeTruthy();
    expect(el.shadowRoot?.querySelector('table caption')?.textContent, 'caption').toBe('Scores round by round');
    const head = [...(el.shadowRoot?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent);
    expect(head.join('|'), 'header').toBe('Round|Ann|Bob');
    expect(JSON.stringify(rows(el)), 'rows').toBe(
      JSON.stringify([
        ['Start', '3', '3'],
        ['Round 1', '7', '14'],
        ['Round 2', '13', '19'],
        ['Round 3', '18', '25'],
        ['Round 4', '24', '30'],
      ]),
    );
    const button = el.shadowRoot?.querySelector<HTMLButtonElement>('button.toggle');
    expect(button?.textContent?.trim(), 'toggle').toBe('Show as a table');
    button?.click();
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('.table-wrap[role=region] table'), 'shown, in a region that scrolls sideways').toBeTruthy();
    expect(el.shadowRoot?.querySelector('.visually-hidden table') ?? null, 'not hidden any more').toBe(null);
    expect(button?.textContent?.trim(), 'toggle again').toBe('Hide the table');
    await expectAccessible(el);
  });

  it('shows won and lost games as filled and hollow marks, with notes in the table', async () => {
    const el = await chart(
      [{ name: 'Eve', colour: 'teal', values: [35, 78, 20], filled: [true, true, false], notes: ['won', 'won', null] }],
      ['3 Jan', '4 Jan', '9 Jan'],
      'Filled marks are games won; hollow ones, games lost.',
    );
    const plot = el.shadowRoot?.querySelector('svg[role=img]');
    expect(plot?.querySelectorAll('.mark.filled').length, 'filled').toBe(2);
    expect(plot?.querySelectorAll('.mark.hollow').length, 'hollow').toBe(1);
    expect(textOf(el.shadowRoot), 'the hint').toContain('Filled marks are games won');
    expect(JSON.stringify(rows(el)[0]), 'a note').toBe(JSON.stringify(['3 Jan', '35, won']));
    await expectAccessible(el);
  });

  it('leaves gaps for missing values and renders names as text only', async () => {
    const hostile = '<img src=x onerror="window.__chartPwned=1">';
    const el = await chart([{ name: hostile, colour: 'not-a-colour', values: [1, null, 3] }], ['a', 'b', 'c']);
    expect(el.shadowRoot?.querySelectorAll('path.line').length, 'two segments around the gap').toBe(2);
    expect(textOf(el.shadowRoot?.querySelector('.legend')), 'name shown literally').toContain(hostile);
    expect(el.shadowRoot?.querySelector('img'), 'no element from the name').toBe(null);
    expect(el.shadowRoot?.querySelector('g.colour-slate'), 'an unknown colour draws as slate').toBeTruthy();
    expect(rows(el)[1]?.[1], 'a dash in the table').toBe('—');
  });

  it('chooses round ticks', () => {
    expect(niceTicks(0, 30).join(','), '0–30').toBe('0,10,20,30');
    expect(niceTicks(0, 78).join(','), '0–78').toBe('0,20,40,60,80');
    expect(niceTicks(0, 1).join(','), '0–1').toBe('0,0.25,0.5,0.75,1');
    expect(niceTicks(-3, 9)[0], 'negative').toBe(-5);
  });
});
