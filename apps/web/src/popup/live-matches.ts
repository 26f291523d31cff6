/**
 * The popup symbol's live matches (3220) from the quote worker (price-board §4 Realtime): the
 * match history puts them on top and the charts fold them into their last bar.
 */
import { MESSAGE_IDS, type DerivativeMatchMessage, type StockMatchMessage } from "@bangia/market";
import { useSymbolMessages } from "../realtime/quote-feed";

export type MatchMessage = StockMatchMessage | DerivativeMatchMessage;

/** Calls `listener` with each match of `symbol` while mounted (null: none). */
export function useLiveMatches(symbol: string | null, listener: (message: MatchMessage) => void): void {
  useSymbolMessages(symbol, (message) => {
    if (message.id === MESSAGE_IDS.MATCH && message.sym === symbol) listener(message);
  });
}
