/**
 * What a derivatives account shows (accounts-session §3): its positions, its status and the
 * order panel's max long / max short, read from the order desk's state in memory.
 *
 * Our reading of the status fields (the spec lists them without meanings; docs/broker.md):
 * cash the account's cash; vmunpay the variation margin booked at the last close and paid the
 * next morning; vm today's variation margin at the mark (last match, else reference); unrelizeVM
 * the open positions' gain against their average price; im the initial margin of the exposure;
 * tyle the usage ratio (required margin / margin assets, %); tyleat the safety ratio (margin
 * assets / IM, %, HSC's R); avaiColla margin assets less required margin; avaiCash the part of
 * the cash that may leave; fee_trade, fee_hnx and tax today's broker fee, exchange fee and tax;
 * others tonight's VSDC position fee.
 */
import {
  DERIVATIVE_MAX_ORDER_VOLUME,
  type DerivativeAccountStatus,
  type DerivativePortfolioRow,
  type Side,
} from "@bangia/market";
import { accountMargin, maxContracts } from "./derivatives/futures-margin";
import { contractTerms } from "./derivatives/futures-policy";
import type { OrderDesk } from "./order-desk";

/** A ratio in ppm as the wire's percent with two decimals (display only). */
function percentOf(ppm: number | null): number {
  return ppm === null ? 0 : Math.round(ppm / 100) / 100;
}

export function futuresPositions(desk: OrderDesk, account: string): DerivativePortfolioRow[] {
  const exposures = new Map(desk.exposuresOf(account).map((entry) => [entry.symbol, entry]));
  return desk.balances
    .contractsOf(account)
    .map((symbol) => ({ symbol, position: desk.balances.positionOf(account, symbol) }))
    .filter(({ position }) => position.net !== 0)
    .map(({ symbol, position }) => {
      const terms = contractTerms(symbol, desk.futuresPolicy);
      const unit = terms?.unitValue ?? 1;
      return {
        symbol,
        net: position.net,
        avg_remain: Math.round(position.cost / position.net / unit),
        vmValue: exposures.get(symbol)?.intradayVm ?? 0,
      };
    });
}

export function futuresAccountStatus(desk: OrderDesk, account: string): DerivativeAccountStatus {
  const policy = desk.futuresPolicy;
  const exposures = desk.exposuresOf(account);
  const cash = desk.balances.cashOf(account).cash;
  const vmDue = desk.balances.vmDueOf(account);
  const margin = accountMargin(exposures, cash, vmDue);
  const today = desk.today;
  const orders = desk.ordersOf(account).filter((order) => order.tradeDate === today);
  const matched = orders.reduce((sum, order) => sum + order.matched, 0);
  const unrealised = exposures.reduce((sum, entry) => {
    const position = desk.balances.positionOf(account, entry.symbol);
    return (
      sum + (entry.markPrice > 0 ? position.net * entry.markPrice * entry.terms.unitValue - position.cost : 0)
    );
  }, 0);
  const free = margin.assets - margin.required;
  return {
    avaiCash: Math.max(0, Math.min(cash, free)),
    cash,
    avaiColla: Math.max(0, free),
    im: margin.im,
    tyle: percentOf(margin.usagePpm),
    others: exposures.reduce((sum, entry) => sum + Math.abs(entry.net), 0) * policy.positionFeePerContractDay,
    fee_trade: matched * policy.brokerFeePerContract,
    fee_hnx: matched * policy.exchangeFeePerContract,
    tax: orders.reduce((sum, order) => sum + order.tax, 0),
    vmunpay: vmDue,
    vm: exposures.reduce((sum, entry) => sum + entry.intradayVm, 0),
    unrelizeVM: unrealised,
    tyleat: margin.im > 0 ? Math.round((margin.assets * 10_000) / margin.im) / 100 : 0,
  };
}

/** max_long and max_short at `price` (0: the mark), and the margin figures of the panel. */
export function futuresPanel(
  desk: OrderDesk,
  account: string,
  symbol: string,
  price: number,
): { readonly maxLong: number; readonly maxShort: number; readonly free: number; readonly cash: number } {
  const cash = desk.balances.cashOf(account).cash;
  const vmDue = desk.balances.vmDueOf(account);
  const margin = accountMargin(desk.exposuresOf(account), cash, vmDue);
  const free = Math.max(0, margin.assets - margin.required);
  const exposure = desk.exposureAt(account, symbol);
  if (exposure === null) return { maxLong: 0, maxShort: 0, free, cash };
  const max = (side: Side) =>
    maxContracts(
      side,
      price,
      exposure.contract,
      exposure.others,
      cash,
      vmDue,
      desk.futuresPolicy,
      DERIVATIVE_MAX_ORDER_VOLUME,
    );
  return { maxLong: max("B"), maxShort: max("S"), free, cash };
}
