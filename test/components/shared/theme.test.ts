import { expect } from '../expect';
import { loadTheme } from '../helpers';

/** The families of the page's font stack, in order, without quotes. */
function families(): string[] {
  return getComputedStyle(document.documentElement)
    .fontFamily.split(',')
    .map((f) => f.trim().replace(/^["']|["']$/g, ''));
}

describe('the font stack (theme.css)', () => {
  afterEach(() => document.documentElement.setAttribute('lang', 'en'));

  it('names the common Chinese and Japanese system fonts after the Latin ones', async () => {
    await loadTheme();
    document.documentElement.setAttribute('lang', 'zh-Hant');
    const list = families();
    for (const name of ['PingFang TC', 'Microsoft JhengHei', 'Noto Sans CJK TC', 'Hiragino Sans', 'Yu Gothic', 'Noto Sans CJK JP', 'WenQuanYi Micro Hei']) {
      expect(list, `${name} in ${list.join(', ')}`).toContain(name);
    }
    expect(list.indexOf('system-ui'), 'Latin system fonts first').toBeLessThan(list.indexOf('PingFang TC'));
    expect(list.indexOf('PingFang TC'), 'Traditional Chinese forms first for 繁體中文').toBeLessThan(list.indexOf('Hiragino Sans'));
    expect(list.at(-1), 'ends with the generic family').toBe('sans-serif');
  });

  it('puts the Japanese fonts before the Chinese ones for 日本語', async () => {
    await loadTheme();
    document.documentElement.setAttribute('lang', 'ja');
    const list = families();
    expect(list.indexOf('Hiragino Sans') >= 0 && list.indexOf('Hiragino Sans') < list.indexOf('PingFang TC'), list.join(', ')).toBeTruthy();
  });
});
