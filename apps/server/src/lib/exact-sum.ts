/**
 * A sum of doubles kept exactly (Shewchuk's partials, as Python's math.fsum): adding a value and adding
 * its negation later leaves the sum as it was, whatever came between, and `value()` is the exact sum
 * rounded once. A mean kept this way while members come and go never drifts from a fresh computation.
 */
export class ExactSum {
  private partials: number[] = [];

  add(x: number): this {
    const next: number[] = [];
    let value = x;
    for (let partial of this.partials) {
      if (Math.abs(value) < Math.abs(partial)) [value, partial] = [partial, value];
      const high = value + partial;
      const low = partial - (high - value);
      if (low !== 0) next.push(low);
      value = high;
    }
    next.push(value);
    this.partials = next;
    return this;
  }

  copy(): ExactSum {
    const copy = new ExactSum();
    copy.partials = [...this.partials];
    return copy;
  }

  /** The exact sum, correctly rounded (fsum's final step, halfway cases included). */
  value(): number {
    const partials = this.partials;
    let n = partials.length;
    if (n === 0) return 0;
    n -= 1;
    let high = partials[n] as number;
    let low = 0;
    while (n > 0) {
      const x = high;
      n -= 1;
      const y = partials[n] as number;
      high = x + y;
      low = y - (high - x);
      if (low !== 0) break;
    }
    const below = partials[n - 1];
    if (n > 0 && below !== undefined && ((low < 0 && below < 0) || (low > 0 && below > 0))) {
      const y = low * 2;
      const x = high + y;
      if (y === x - high) high = x;
    }
    return high;
  }
}
