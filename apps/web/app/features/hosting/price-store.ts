import type { DomainPrice, PriceCheckResponse } from '@maatwerk/contract';
import { create } from 'zustand';

interface PriceState {
  /** Every price looked up in this visit, keyed by full name. */
  prices: Record<string, DomainPrice>;
  /** Merges an answer of POST /domain-names/price: newer prices replace older ones. */
  merge: (answer: PriceCheckResponse) => void;
}

/** The domain price store: each price check is merged in, so that the cart and the results agree. */
export const usePriceStore = create<PriceState>()((set) => ({
  prices: {},
  merge: (answer) => set((state) => ({ prices: { ...state.prices, ...answer } })),
}));
