/**
 * One small driver over three browser engines, so that a journey is written once
 * (./journeys.ts) and run in each: Chromium with playwright-core, Firefox ESR with puppeteer-core
 * over WebDriver BiDi, WebKitGTK with webdriverio (WebDriver classic) and the WebKitWebDriver this
 * file starts under an Xvfb of its own. Every phone is a browser process of its own (two windows of
 * one headless Firefox throttle the one behind; WebKitWebDriver holds one session at a time), and
 * every browser is Debian's (scripts/ensure-engines.sh): no tool here may download one.
 *
 * A selector is CSS, with ` >>> ` stepping into the shadow roots below what comes before it
 * (`settings-screen >>> data-panel >>> input#backup`), as each client's deep selector does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { remote } from 'webdriverio';
import { CHROMIUM, CHROMIUM_ARGS } from '../browser';
import { freePort, tempFolder, until } from '../../support/scale-out';

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

/** The longest any one wait may take: a guard against a hang on a loaded machine, not a pace. */
export const HANG = 180_000;

export interface Phone {
  readonly engine: Engine;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** A trusted click on the element, once it is there. */
  click(selector: string): Promise<void>;
  /** Replaces the field's value with `text`, typed. */
  type(selector: string, text: string): Promise<void>;
  /** Presses one key (a WebDriver key name: 'Enter', 'Tab') on the focused element. */
  press(key: string): Promise<void>;
  /** The element's text, or null when it is not there. */
  text(selector: string): Promise<string | null>;
  /** The element's attribute, or null when it or the attribute is not there. */
  attribute(selector: string, name: string): Promise<string | null>;
  /** Runs `fn(arg)` in the page (a self-contained function: it is sent as its source). */
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Clicks what starts a download and resolves to the file it saved: its name and text. */
  download(selector: string): Promise<{ name: string; text: string }>;
  /** Chooses this file in a file input. */
  upload(selector: string, file: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export const PHONE = { width: 390, height: 844 } as const;

/** Opens a phone of this engine at this size (a 390×844 phone by default), on a blank page. */
export function openPhone(engine: Engine, size: { width: number; height: number } = PHONE): Promise<Phone> {
  if (engine === 'chromium') return chromiumPhone(size);
  if (engine === 'firefox') return firefoxPhone(size);
  return webkitPhone(size);
}

/** Resolves once the element is in the page, or fails saying which and where after `ms`. */
export async function waitFor(phone: Phone, selector: string, ms = HANG): Promise<void> {
  try {
    await until(() => phone.evaluate(found, selector), `${selector} in ${phone.engine}`, ms);
  } catch (error) {
    throw new Error(`${(error as Error).message}; the page: ${await phone.evaluate(pageState, undefined).catch((e: unknown) => `not read (${String(e)})`)}`, {
      cause: error,
    });
  }
}

/** In the page: where it is and what it shows, through its shadow roots, for a failure to say. */
function pageState(): string {
  const text = (node: Node): string =>
    [...node.childNodes]
      .map((child) => (child instanceof Element && child.shadowRoot ? text(child.shadowRoot) : '') + (child.nodeType === 3 ? child.textContent : text(child)))
      .join(' ');
  return JSON.stringify({
    url: location.href,
    readyState: document.readyState,
    worker: Boolean(navigator.serviceWorker?.controller),
    shows: text(document.body).replace(/\s+/g, ' ').slice(0, 400),
  });
}

/** Resolves once the element's text, trimmed, is `want`; the failure says what it said last. */
export async function waitForText(phone: Phone, selector: string, want: string, ms = HANG): Promise<void> {
  let said: string | undefined;
  try {
    await until(async () => (said = (await phone.text(selector))?.trim()) === want, `${selector} to say "${want}" in ${phone.engine}`, ms);
  } catch (error) {
    throw new Error(`${(error as Error).message}; it says ${said === undefined ? 'nothing (not there)' : `"${said}"`}`, { cause: error });
  }
}

/** Resolves once `check` gives something truthy, or fails saying `what` after `ms`. */
export function waitUntil<T>(phone: Phone, check: () => T | Promise<T>, what: string, ms = HANG): Promise<unknown> {
  return until(check, `${what} in ${phone.engine}`, ms);
}

/** In the page: the element a deep selector names (through shadow roots), or null. */
function deepQuery(selector: string): Element | null {
  const inside = (root: ParentNode, css: string): Element | null => {
    const direct = root.querySelector(css);
    if (direct) return direct;
    for (const host of root.querySelectorAll('*')) {
      const found = host.shadowRoot ? inside(host.shadowRoot, css) : null;
      if (found) return found;
    }
    return null;
  };
  let at: Element | null = null;
  for (const css of selector.split(' >>> ')) {
    at = inside(at ? (at.shadowRoot ?? at) : document, css);
    if (!at) return null;
  }
  return at;
}

// Sent as source to the page, where deepQuery is defined again by name.
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page runs this source: the driver sends a function, not a closure
const inPage = <R>(body: string) => new Function('arg', `const deepQuery = ${deepQuery.toString()}; ${body}`) as (arg: unknown) => R;
const found = inPage<boolean>('return deepQuery(arg) !== null;') as (selector: string) => boolean;
const textOf = inPage<string | null>('const el = deepQuery(arg); return el ? el.textContent : null;') as (selector: string) => string | null;
const attributeOf = inPage<string | null>('const el = deepQuery(arg[0]); return el ? el.getAttribute(arg[1]) : null;') as (
  a: [string, string],
) => string | null;

/**
 * The file that has finished arriving in `dir`, with its text, or undefined: Firefox makes the final
 * name empty at once and writes into NAME.part beside it, and may write under a name of its own
 * that it renames at the end; so a download is whole once it has bytes, no partial file is left,
 * and it reads the same size twice in a row (a name gone between the look and the read is not
 * there yet).
 */
function arriving(dir: string): () => { name: string; text: string } | undefined {
  const seen = new Map<string, number>();
  return () => {
    const names = readdirSync(dir);
    if (names.some((name) => /\.(part|crdownload|download)$/.test(name))) return undefined;
    for (const name of names.filter((n) => !n.startsWith('.'))) {
      try {
        const size = statSync(join(dir, name)).size;
        const before = seen.get(name);
        seen.set(name, size);
        if (size > 0 && before === size) return { name, text: readFileSync(join(dir, name), 'utf8') };
      } catch {
        // renamed or removed since the directory was read: looked at again next time
      }
    }
    return undefined;
  };
}

async function chromiumPhone(size: { width: number; height: number }): Promise<Phone> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: size, hasTouch: true, isMobile: true, acceptDownloads: true, locale: 'en-US' });
  const page = await context.newPage();
  // Playwright's CSS pierces open shadow roots on its own.
  const css = (selector: string) => page.locator(selector.split(' >>> ').join(' ')).first();
  return {
    engine: 'chromium',
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    click: (selector) => css(selector).click({ timeout: HANG }),
    type: (selector, text) => css(selector).fill(text, { timeout: HANG }),
    press: (key) => page.keyboard.press(key),
    text: (selector) => page.evaluate(textOf, selector),
    attribute: (selector, name) => page.evaluate(attributeOf, [selector, name] as [string, string]),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    download: async (selector) => {
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: HANG }), css(selector).click({ timeout: HANG })]);
      return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
    },
    upload: (selector, file) => css(selector).setInputFiles(file, { timeout: HANG }),
    screenshot: async (file) => void (await page.screenshot({ path: file })),
    close: () => browser.close(),
  };
}

async function firefoxPhone(size: { width: number; height: number }): Promise<Phone> {
  const downloads = tempFolder('firefox-downloads-');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    headless: true,
    extraPrefsFirefox: {
      'browser.download.folderList': 2,
      'browser.download.dir': downloads,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      'intl.accept_languages': 'en-US',
    },
  });
  // The window Firefox opens with keeps the desktop size defaultViewport would set: set on the page itself.
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport(size);
  page.setDefaultTimeout(HANG);
  const deep = (selector: string) => page.locator(selector);
  return {
    engine: 'firefox',
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    click: (selector) => deep(selector).click(),
    type: (selector, text) => deep(selector).fill(text),
    press: (key) => page.keyboard.press(key as never),
    text: (selector) => page.evaluate(textOf, selector),
    attribute: (selector, name) => page.evaluate(attributeOf, [selector, name] as [string, string]),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg),
    download: async (selector) => {
      await deep(selector).click();
      return until(arriving(downloads), `a download in ${downloads}`, HANG);
    },
    upload: async (selector, file) => {
      await deep(selector).wait();
      const input = await page.$(selector);
      if (!input) throw new Error(`${selector} is gone in firefox`);
      await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(file);
    },
    screenshot: async (file) => void (await page.screenshot({ path: file })),
    close: () => browser.close(),
  };
}

/** Spawns a child and resolves once `ready(output so far)` says so; fails if it exits first. */
function started(child: ChildProcess, stream: NodeJS.ReadableStream | null, ready: (seen: string) => string | undefined, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${seen}`)), HANG);
    stream?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const answer = ready(seen);
      if (answer !== undefined) {
        clearTimeout(timer);
        resolve(answer);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}):\n${seen}`));
    });
  });
}

/** Xvfb on a display it chooses itself (-displayfd), and the display's name. */
async function xvfb(): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const number = await started(child, child.stdio[3] as NodeJS.ReadableStream, (seen) => /^(\d+)\n/.exec(seen)?.[1], 'Xvfb');
  return { display: `:${number}`, child };
}

async function webkitPhone(size: { width: number; height: number }): Promise<Phone> {
  const { display, child: x } = await xvfb();
  // MiniBrowser's toolbar keeps a window at least 447 px wide unless GTK is told to shrink it; and
  // its downloads go where the XDG user dirs say.
  const config = tempFolder('webkit-config-');
  const downloads = tempFolder('webkit-downloads-');
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(
    join(config, 'gtk-3.0', 'gtk.css'),
    'toolbar, toolbar *, entry, button, box { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n',
  );
  writeFileSync(join(config, 'user-dirs.dirs'), `XDG_DOWNLOAD_DIR="${downloads}"\n`);
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config, LANG: 'en_US.UTF-8', LANGUAGE: 'en_US' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stop = () => {
    driver.kill('SIGKILL');
    x.kill('SIGKILL');
  };
  try {
    await until(
      () =>
        fetch(`http://127.0.0.1:${port}/status`).then(
          (r) => r.ok,
          () => false,
        ),
      'WebKitWebDriver to listen',
      HANG,
    );
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'error',
      connectionRetryTimeout: HANG,
      capabilities: {
        'wdio:enforceWebDriverClassic': true,
        // Giving the binary drops the driver's default --automation, so it is passed again.
        'webkitgtk:browserOptions': { binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    // The window is the viewport and MiniBrowser's (now flattened) toolbar, whose height is measured.
    await browser.setWindowRect(null, null, size.width, size.height);
    const short = size.height - (await browser.execute(() => window.innerHeight));
    if (short) await browser.setWindowRect(null, null, size.width, size.height + short);
    // webdriverio's own deep selector searches every shadow root at once: the element is found in
    // the page, as deepQuery finds it, and handed back as a WebDriver element.
    const element = async (selector: string) => {
      await until(() => browser.execute(found, selector), `${selector} in webkit`, HANG);
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- as inPage above: the page runs this source
      return browser.$(new Function(`const deepQuery = ${deepQuery.toString()}; return deepQuery(${JSON.stringify(selector)});`) as () => HTMLElement);
    };
    return {
      engine: 'webkit',
      goto: (url) => browser.url(url).then(() => undefined),
      reload: () => browser.refresh(),
      click: async (selector) => (await element(selector)).click(),
      type: async (selector, text) => (await element(selector)).setValue(text),
      press: (key) => browser.keys([key]),
      text: (selector) => browser.execute(textOf, selector),
      attribute: async (selector, name) => {
        const value: unknown = await browser.execute(attributeOf as never, [selector, name]);
        return typeof value === 'string' ? value : null;
      },
      evaluate: (fn, arg) => browser.execute(fn as never, arg) as never,
      download: async (selector) => {
        await (await element(selector)).click();
        return until(arriving(downloads), `a download in ${downloads}`, HANG);
      },
      upload: async (selector, file) => (await element(selector)).addValue(file),
      screenshot: async (file) => void (await browser.saveScreenshot(file)),
      close: async () => {
        await browser.deleteSession().catch(() => undefined); // a session already gone: the driver is stopped next all the same
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
