/**
 * The conditional part of the tickets (order-entry §2, §3): the kind picker — the normal-order
 * button and the drop-down of conditional types (stocks: Stop, TCO, SL/TP only when buying,
 * Trailing; derivatives: SL/TP, Stop, OCO, Trailing, Arbitrage) with the chosen type's help and
 * its view-more link — and each type's own fields, as typed (the validators read them):
 *
 * - stop: trigger price and relation (>= by default, a toggle to <=), stock expiry;
 * - TCO: effective and expiry dates; SL/TP: stop loss, take profit, margin (stocks: effective
 *   and expiry dates; derivatives: by price or by amount);
 * - trailing: trailing amount and spread (stocks: expiry, today only, COS-40035);
 * - OCO: stop loss, take profit, spread; arbitrage: the reciprocal contract.
 *
 * Date pickers run from today to today + 29 (CONDITIONAL_EXPIRY_WINDOW_DAYS).
 */
import "./trading.lazy.i18n";
import type { ConditionType, Relation, SltpSelectType } from "@bangia/market";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { addIsoDays } from "./conditional-payload";

/** Days a date picker reaches past today or the effective date (order-entry §2). */
export const EXPIRY_WINDOW_DAYS = 29;

/** Where the view-more links go: the app's help page. */
const HELP_LINK = "/ho-tro";

export interface ConditionalFields {
  readonly triggerPrice: string;
  readonly relation: Relation;
  readonly trailingAmount: string;
  readonly spread: string;
  readonly stopLossPrice: string;
  readonly takeProfitPrice: string;
  readonly stopLossMargin: string;
  readonly sltpSelectType: SltpSelectType;
  readonly stopLossRange: string;
  readonly takeProfitRange: string;
  readonly reciprocalSymbol: string;
  /** ISO, from the date pickers. */
  readonly effectiveDate: string;
  readonly expiryDate: string;
}

export function initialConditionalFields(today: string): ConditionalFields {
  return {
    triggerPrice: "",
    relation: "GTEQ",
    trailingAmount: "",
    spread: "",
    stopLossPrice: "",
    takeProfitPrice: "",
    stopLossMargin: "",
    sltpSelectType: "price",
    stopLossRange: "",
    takeProfitRange: "",
    reciprocalSymbol: "",
    effectiveDate: today,
    expiryDate: today,
  };
}

export type SetConditionalField = <K extends keyof ConditionalFields>(
  key: K,
  value: ConditionalFields[K],
) => void;

export interface KindPickerProps<K extends ConditionType> {
  readonly kind: K;
  /** The conditional kinds offered now, in the drop-down's order. */
  readonly kinds: readonly Exclude<K, "normal">[];
  readonly onChange: (kind: K) => void;
}

/** The normal-order button, the conditional drop-down and the chosen type's help. */
export function KindPicker<K extends ConditionType>({ kind, kinds, onChange }: KindPickerProps<K>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="ticket-kinds">
      <div className="ticket-kinds__row">
        <button
          type="button"
          className="ticket-kind"
          aria-pressed={kind === "normal"}
          data-testid="ticket-kind-normal"
          onClick={() => onChange("normal" as K)}
        >
          {t("trading.kind.normal")}
        </button>
        <select
          aria-label={t("trading.kind.conditional")}
          data-testid="ticket-kind"
          className={kind === "normal" ? "ticket-kind-select" : "ticket-kind-select ticket-kind-select--on"}
          value={kind === "normal" ? "" : kind}
          aria-describedby={kind === "normal" ? undefined : `${id}-help`}
          onChange={(event) => onChange((event.target.value || "normal") as K)}
        >
          <option value="">{t("trading.kind.conditional")}</option>
          {kinds.map((value) => (
            <option key={value} value={value}>
              {t(`trading.kind.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {kind !== "normal" && (
        <p className="ticket-kinds__help" id={`${id}-help`} data-testid="ticket-kind-help">
          <b>{t(`trading.kindHelp.${kind}.title`)}</b> {t(`trading.kindHelp.${kind}.text`)}{" "}
          <a href={HELP_LINK} target="_blank" rel="noreferrer">
            {t("trading.kind.viewMore")}
          </a>
        </p>
      )}
    </div>
  );
}

interface TextFieldProps {
  readonly name: keyof ConditionalFields;
  readonly label: string;
  readonly value: string;
  readonly set: SetConditionalField;
  readonly decimal?: boolean;
}

function TextField({ name, label, value, set, decimal = true }: TextFieldProps) {
  const id = useId();
  return (
    <div className="ticket-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        data-testid={`ticket-${name}`}
        value={value}
        autoComplete="off"
        inputMode={decimal ? "decimal" : "text"}
        onChange={(event) => set(name, event.target.value.toUpperCase() as never)}
      />
    </div>
  );
}

function DateField({
  name,
  label,
  value,
  set,
  min,
  max,
}: {
  readonly name: "effectiveDate" | "expiryDate";
  readonly label: string;
  readonly value: string;
  readonly set: SetConditionalField;
  readonly min: string;
  readonly max: string;
}) {
  const id = useId();
  return (
    <div className="ticket-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        data-testid={`ticket-${name}`}
        value={value}
        min={min}
        max={max}
        onChange={(event) => set(name, event.target.value)}
      />
    </div>
  );
}

function RelationToggle({
  relation,
  set,
}: {
  readonly relation: Relation;
  readonly set: SetConditionalField;
}) {
  const { t } = useTranslation();
  return (
    <div className="ticket-field">
      <span>{t("trading.cond.relation")}</span>
      <button
        type="button"
        className="ticket-kind"
        data-testid="ticket-relation"
        aria-label={t(`trading.cond.relation${relation}`)}
        title={t(`trading.cond.relation${relation}`)}
        onClick={() => set("relation", relation === "GTEQ" ? "LTEQ" : "GTEQ")}
      >
        {relation === "GTEQ" ? "≥" : "≤"}
      </button>
    </div>
  );
}

export interface ConditionalFieldsProps {
  readonly kind: ConditionType;
  readonly fields: ConditionalFields;
  readonly set: SetConditionalField;
  readonly today: string;
  /** Derivative forms: no dates, SL/TP by price or amount, OCO and arbitrage. */
  readonly derivative?: boolean;
  /** The other contracts (arbitrage). */
  readonly contracts?: readonly string[];
}

/** The chosen kind's own fields (none for a normal order). */
export function ConditionalFieldsView({
  kind,
  fields,
  set,
  today,
  derivative = false,
  contracts = [],
}: ConditionalFieldsProps) {
  const { t } = useTranslation();
  const last = addIsoDays(today, EXPIRY_WINDOW_DAYS);
  const reciprocalId = useId();
  const expiry = (max: string) => (
    <DateField
      name="expiryDate"
      label={t("trading.cond.expiryDate")}
      value={fields.expiryDate}
      set={set}
      min={today}
      max={max}
    />
  );
  const window = (
    <>
      <DateField
        name="effectiveDate"
        label={t("trading.cond.effectiveDate")}
        value={fields.effectiveDate}
        set={set}
        min={today}
        max={last}
      />
      {expiry(addIsoDays(fields.effectiveDate || today, EXPIRY_WINDOW_DAYS))}
    </>
  );
  switch (kind) {
    case "normal":
      return null;
    case "stop":
      return (
        <div className="ticket-cond" data-testid="ticket-conditional">
          <TextField
            name="triggerPrice"
            label={t("trading.cond.triggerPrice")}
            value={fields.triggerPrice}
            set={set}
          />
          <RelationToggle relation={fields.relation} set={set} />
          {!derivative && expiry(last)}
        </div>
      );
    case "tco":
      return (
        <div className="ticket-cond" data-testid="ticket-conditional">
          {window}
        </div>
      );
    case "trailing_stop":
      return (
        <div className="ticket-cond" data-testid="ticket-conditional">
          <TextField
            name="trailingAmount"
            label={t("trading.cond.trailingAmount")}
            value={fields.trailingAmount}
            set={set}
          />
          <TextField name="spread" label={t("trading.cond.spread")} value={fields.spread} set={set} />
          {/* A stock trailing stop lives for its day (COS-40035). */}
          {!derivative && expiry(today)}
        </div>
      );
    case "oco":
      return (
        <div className="ticket-cond" data-testid="ticket-conditional">
          <TextField
            name="takeProfitPrice"
            label={t("trading.cond.takeProfitPrice")}
            value={fields.takeProfitPrice}
            set={set}
          />
          <TextField
            name="stopLossPrice"
            label={t("trading.cond.stopLossPrice")}
            value={fields.stopLossPrice}
            set={set}
          />
          <TextField name="spread" label={t("trading.cond.spread")} value={fields.spread} set={set} />
        </div>
      );
    case "arbitrage":
      return (
        <div className="ticket-cond" data-testid="ticket-conditional">
          <div className="ticket-field">
            <label htmlFor={reciprocalId}>{t("trading.cond.reciprocalSymbol")}</label>
            <select
              id={reciprocalId}
              data-testid="ticket-reciprocalSymbol"
              value={fields.reciprocalSymbol}
              onChange={(event) => set("reciprocalSymbol", event.target.value)}
            >
              <option value="">—</option>
              {contracts.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
        </div>
      );
    case "sl_tp": {
      const byAmount = derivative && fields.sltpSelectType === "amount";
      return (
        <div className="ticket-cond" data-testid="ticket-conditional">
          {derivative && (
            <div className="ticket-field">
              <span>{t("trading.cond.sltpBy")}</span>
              <div className="ticket-kinds__row" role="radiogroup" aria-label={t("trading.cond.sltpBy")}>
                {(["price", "amount"] as const).map((value) => (
                  <button
                    key={value}
                    type="button"
                    role="radio"
                    className="ticket-kind"
                    aria-checked={fields.sltpSelectType === value}
                    data-testid={`ticket-sltp-${value}`}
                    onClick={() => set("sltpSelectType", value)}
                  >
                    {t(`trading.cond.sltp_${value}`)}
                  </button>
                ))}
              </div>
            </div>
          )}
          {byAmount ? (
            <>
              <TextField
                name="takeProfitRange"
                label={t("trading.cond.takeProfitRange")}
                value={fields.takeProfitRange}
                set={set}
              />
              <TextField
                name="stopLossRange"
                label={t("trading.cond.stopLossRange")}
                value={fields.stopLossRange}
                set={set}
              />
            </>
          ) : (
            <>
              <TextField
                name="takeProfitPrice"
                label={t("trading.cond.takeProfitPrice")}
                value={fields.takeProfitPrice}
                set={set}
              />
              <TextField
                name="stopLossPrice"
                label={t("trading.cond.stopLossPrice")}
                value={fields.stopLossPrice}
                set={set}
              />
            </>
          )}
          <TextField
            name="stopLossMargin"
            label={t("trading.cond.stopLossMargin")}
            value={fields.stopLossMargin}
            set={set}
          />
          {!derivative && window}
        </div>
      );
    }
  }
}
