import { type Browser, chromium } from 'playwright-core';

/** The flags measured to work on this platform (shared/notes/stack-facts.md, Browser/PDF). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * One headless Chromium for the whole server, launched on the first render (a server that never
 * prints a report never starts it) and launched again when it has crashed or disconnected.
 * Playwright's `launch` gives every launch a fresh temporary `--user-data-dir` and removes it on
 * close, so no profile (cookies, cache) outlives a browser or is shared with another one.
 */
export class SharedChromium {
  private launching: Promise<Browser> | null = null;
  private current: Browser | null = null;

  constructor(private readonly executablePath: string) {}

  browser(): Promise<Browser> {
    if (this.current && !this.current.isConnected()) this.forget(this.current);
    if (!this.launching) this.launching = this.launch();
    return this.launching;
  }

  async close(): Promise<void> {
    const launching = this.launching;
    this.launching = null;
    this.current = null;
    const browser = await launching?.catch(() => null);
    await browser?.close().catch(() => {});
  }

  private async launch(): Promise<Browser> {
    try {
      const browser = await chromium.launch({ executablePath: this.executablePath, args: CHROMIUM_FLAGS });
      browser.on('disconnected', () => this.forget(browser));
      this.current = browser;
      return browser;
    } catch (error) {
      // A failed launch is not remembered: the next render tries again (the binary may be installed since).
      this.launching = null;
      throw error;
    }
  }

  private forget(browser: Browser) {
    if (this.current !== browser) return;
    this.current = null;
    this.launching = null;
  }
}
