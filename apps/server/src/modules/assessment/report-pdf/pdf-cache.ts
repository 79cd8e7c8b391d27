/**
 * Rendered PDFs by the hash of the report data they show, least recently used first out, bounded
 * by their total size. A report is frozen when its record completes, so the same data is asked for
 * again and again (each member, the provider, an operator); a hit costs no Chromium at all.
 */
export class PdfCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size() {
    return this.bytes;
  }

  get(key: string): Buffer | undefined {
    const pdf = this.entries.get(key);
    if (!pdf) return undefined;
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, pdf);
    return pdf;
  }

  set(key: string, pdf: Buffer): void {
    this.remove(key);
    if (pdf.length > this.maxBytes) return;
    this.entries.set(key, pdf);
    this.bytes += pdf.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string) {
    const pdf = this.entries.get(key);
    if (!pdf) return;
    this.entries.delete(key);
    this.bytes -= pdf.length;
  }
}
