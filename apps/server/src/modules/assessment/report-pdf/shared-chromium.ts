import type { FastifyBaseLogger } from 'fastify';
import { type Browser, chromium } from 'playwright-core';

/** The flags measured to work on this platform (shared/notes/stack-facts.md, Browser/PDF), the sandbox aside. */
const BASE_FLAGS = [
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `auto`: the sandbox unless the process is root; `on` / `off` force it (README, production). */
export type SandboxMode = 'auto' | 'on' | 'off';

/**
 * Whether Chromium runs in its sandbox. Chromium refuses to start a sandbox as root, so `auto`
 * gives it up only there (CI runs as root); as any other user the renderers are confined.
 */
export function usesSandbox(mode: SandboxMode, isRoot = process.getuid?.() === 0): boolean {
  if (mode !== 'auto') return mode === 'on';
  return !isRoot;
}

/** The command-line flags of a Chromium with or without its sandbox. */
export const chromiumFlags = (isSandboxed: boolean) => (isSandboxed ? BASE_FLAGS : [...BASE_FLAGS, '--no-sandbox']);

/**
 * One headless Chromium for the whole server, launched on the first render (a server that never
 * prints a report never starts it) and launched again when it has crashed or disconnected.
 * Playwright's `launch` gives every launch a fresh temporary `--user-data-dir` and removes it on
 * close, so no profile (cookies, cache) outlives a browser or is shared with another one.
 */
export class SharedChromium {
  private launching: Promise<Browser> | null = null;
  private current: Browser | null = null;
  private readonly isSandboxed: boolean;

  constructor(
    private readonly executablePath: string,
    sandbox: SandboxMode,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.isSandboxed = usesSandbox(sandbox);
  }

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
      if (!this.isSandboxed)
        this.log.warn('report PDF: Chromium runs without its sandbox (as root, or DTMM_CHROME_SANDBOX=off)');
      // Playwright adds --no-sandbox itself unless chromiumSandbox says otherwise.
      const browser = await chromium.launch({
        executablePath: this.executablePath,
        args: chromiumFlags(this.isSandboxed),
        chromiumSandbox: this.isSandboxed,
      });
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
