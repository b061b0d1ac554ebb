// The one way a guest page shows a price (docs/product.md "Currencies"): the words come from the
// singleton's useMoney, so every remote says a price, and its rate, the same way.
import { useMoney, type DisplayEstimate, type PriceOptions } from '@hotel/shared';

export interface PriceProps extends PriceOptions {
  /** In the hotel's currency (dollars): what is charged. */
  amount: number;
  /** Show with the rate a booking kept (its discount beside its kept total), not today's. */
  keptRate?: DisplayEstimate;
  className?: string;
}

/** "$880" for a guest who sees dollars; "≈ €812.40 · charged $880.00" otherwise, the rate's date and source on hover. */
export function Price({ amount, keptRate, className, ...opts }: PriceProps) {
  const { text, note } = useMoney(keptRate ?? opts.kept);
  // In dollars, the bare text: the page is exactly as it was before there were currencies.
  if (!note && !className) return <>{text(amount, opts)}</>;
  return (
    <span className={className} title={note ?? undefined}>
      {text(amount, opts)}
    </span>
  );
}

/** The rate's date and source under a total, or nothing for a guest who sees dollars. */
export function RateNote({ kept, className }: { kept?: DisplayEstimate; className?: string }) {
  const { note } = useMoney(kept);
  return note ? <p className={className}>{note}</p> : null;
}
