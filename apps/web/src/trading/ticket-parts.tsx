/**
 * The parts the stock and derivative tickets share: the side switch (Buy/Sell, LONG/SHORT), the
 * quote strip (ceiling, reference, floor, last), a labelled input with −/+ steps, and the PIN
 * block (PIN, remember PIN, remember order). Each reads and writes the panel's ticket store.
 */
import "./trading.lazy.i18n";
import { useId, type ReactNode, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { wirePrice } from "./figures";
import { useTicket } from "./ticket-store";

/** Buy/Sell on the stock ticket, LONG/SHORT on the derivative one (order-entry §1). */
export function SideSwitch({ derivative = false }: { readonly derivative?: boolean }) {
  const { t } = useTranslation();
  const side = useTicket((state) => state.side);
  return (
    <div className="ticket-sides" role="radiogroup" aria-label={t("trading.ticket.side")}>
      {(["B", "S"] as const).map((value) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={side === value}
          data-testid={`ticket-side-${value}`}
          className={`ticket-side ticket-side--${value === "B" ? "buy" : "sell"}`}
          onClick={() => useTicket.getState().setSide(value)}
        >
          {t(derivative ? `trading.side.${value === "B" ? "long" : "short"}` : `trading.side.${value}`)}
        </button>
      ))}
    </div>
  );
}

export interface QuoteStripProps {
  readonly ceiling: number;
  readonly reference: number;
  readonly floor: number;
  readonly last: number;
  /** Index futures: prices in points. */
  readonly points?: boolean;
}

/** Ceiling, reference, floor and last price in the board's colours. */
export function QuoteStrip({ ceiling, reference, floor, last, points = false }: QuoteStripProps) {
  const { t } = useTranslation();
  return (
    <div className="ticket-quote" data-testid="ticket-quote">
      <span>
        {t("trading.ticket.ceiling")} <b className="price-ceiling">{wirePrice(ceiling, points)}</b>
      </span>
      <span>
        {t("trading.ticket.reference")} <b className="price-reference">{wirePrice(reference, points)}</b>
      </span>
      <span>
        {t("trading.ticket.floor")} <b className="price-floor">{wirePrice(floor, points)}</b>
      </span>
      <span>
        {t("trading.ticket.last")} <b data-testid="ticket-last">{wirePrice(last, points)}</b>
      </span>
    </div>
  );
}

export interface SteppedInputProps {
  readonly label: string;
  readonly testId: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly onStep: (direction: 1 | -1) => void;
  readonly downLabel: string;
  readonly upLabel: string;
  readonly inputMode: "decimal" | "numeric";
  readonly stepsDisabled?: boolean;
  readonly placeholder?: string;
  readonly describedBy?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input between − and + buttons (price, volume). */
export function SteppedInput(props: SteppedInputProps) {
  const id = useId();
  return (
    <div className="ticket-field">
      <label htmlFor={id}>{props.label}</label>
      <div className="ticket-stepper">
        <button
          type="button"
          aria-label={props.downLabel}
          onClick={() => props.onStep(-1)}
          disabled={props.stepsDisabled}
        >
          −
        </button>
        <input
          id={id}
          ref={props.inputRef}
          data-testid={props.testId}
          value={props.value}
          placeholder={props.placeholder}
          autoComplete="off"
          inputMode={props.inputMode}
          aria-describedby={props.describedBy}
          onChange={(event) => props.onChange(event.target.value)}
        />
        <button
          type="button"
          aria-label={props.upLabel}
          onClick={() => props.onStep(1)}
          disabled={props.stepsDisabled}
        >
          +
        </button>
      </div>
    </div>
  );
}

/** A checkbox with its text as the label. */
export function Check(props: {
  readonly testId: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly children: ReactNode;
}) {
  return (
    <label className="ticket-check">
      <input
        type="checkbox"
        data-testid={props.testId}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      {props.children}
    </label>
  );
}

/** The PIN with remember PIN and remember order (order-entry §2, §3). */
export function PinBlock() {
  const { t } = useTranslation();
  const pin = useTicket((state) => state.pin);
  const rememberPin = useTicket((state) => state.rememberPin);
  const rememberOrder = useTicket((state) => state.rememberOrder);
  const id = useId();
  return (
    <>
      <div className="ticket-field">
        <label htmlFor={id}>{t("trading.ticket.pin")}</label>
        <input
          id={id}
          data-testid="ticket-pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={pin}
          onChange={(event) => useTicket.getState().setPin(event.target.value)}
        />
      </div>
      <div className="ticket-checks">
        <Check
          testId="ticket-remember-pin"
          checked={rememberPin}
          onChange={(checked) => useTicket.getState().setRememberPin(checked)}
        >
          {t("trading.ticket.rememberPin")}
        </Check>
        <Check
          testId="ticket-remember-order"
          checked={rememberOrder}
          onChange={(checked) => useTicket.getState().setRememberOrder(checked)}
        >
          {t("trading.ticket.rememberOrder")}
        </Check>
      </div>
    </>
  );
}
