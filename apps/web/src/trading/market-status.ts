/**
 * The derivatives market's status on the derivative ticket (order-entry §3 "Form state also
 * holds … market status", §7 "listen on … tradingsesder (market status: boardID INDEX with
 * state …) for derivatives"). The contract's info (Web.StockInfo.Derivative, polled every 5 s)
 * gives `mkStatus`; a `tradingsesder` message of the derivatives board (boardID INDEX) changes
 * it at once, until the next poll answers. The label is the phase the code stands for
 * (`phaseOfSessionCode`: ATO, continuous, intermission, ATC, put-through, else closed).
 */
import { phaseOfSessionCode, type SessionCode, type TradingPhase } from "@bangia/market";
import { useEffect, useState } from "react";
import { useMarketMessages, type MarketMessage } from "../realtime/quote-feed";

/** The phases a board code can stand for, each with its label key `trading.session.{phase}`. */
export type StatusPhase = Extract<
  TradingPhase,
  "OPENING_CALL" | "CONTINUOUS" | "LUNCH" | "CLOSING_CALL" | "PUT_THROUGH_ONLY" | "CLOSED"
>;

/**
 * The derivatives board's code in a market message, or null for any other message.
 *
 * @example derivativeSessionCode({ type: "session", message: { seq: 4, boardID: "INDEX", state: "I" } }) // "I"
 * @example derivativeSessionCode({ type: "session", message: { seq: 5, marketCode: "10", marketStatus: "O" } }) // null
 */
export function derivativeSessionCode(message: MarketMessage): SessionCode | null {
  if (message.type !== "session") return null;
  return message.message.boardID === "INDEX" ? message.message.state : null;
}

/**
 * The phase a code shows as.
 *
 * @example statusPhase("O") // "CONTINUOUS"
 * @example statusPhase(undefined) // "CLOSED"
 */
export function statusPhase(code: SessionCode | undefined): StatusPhase {
  return phaseOfSessionCode(code) as StatusPhase;
}

/** The derivatives market's code: the last poll's, or a newer live message's. */
export function useDerivativeMarketStatus(polled: SessionCode | undefined): SessionCode | undefined {
  const [code, setCode] = useState(polled);
  useEffect(() => setCode(polled), [polled]);
  useMarketMessages((message) => {
    const live = derivativeSessionCode(message);
    if (live !== null) setCode(live);
  });
  return code;
}
