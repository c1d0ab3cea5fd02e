/** Rounding as docs/definitions.md words it, in integers (no floating-point halves). */

/** pct of `amount`, to the nearest cent, halves up. */
export function pctOf(pct: number, amount: number): number {
  return Math.round((pct * amount) / 100);
}

/** a ÷ b (b > 0, a an integer) to the nearest integer, halves away from zero. */
export function divideHalfAway(a: number, b: number): number {
  const magnitude = Math.abs(a);
  const q = Math.floor(magnitude / b);
  const rest = magnitude - q * b;
  const rounded = 2 * rest >= b ? q + 1 : q;
  return a < 0 ? -rounded : rounded;
}

/** The realised amount of a deal: a closing deal's profit + commission + swap; an opening deal's commission + swap. */
export function realised(deal: { entry: 'in' | 'out'; profit: number; commission?: number; swap?: number }): number {
  return (deal.entry === 'out' ? deal.profit : 0) + (deal.commission ?? 0) + (deal.swap ?? 0);
}
