/**
 * The default-account modal (accounts-session §2, §4 "Default account", §7): the customer's
 * accounts (name, code, type by the last digit, default radio) with an exact-match search on the
 * code (empty gives the whole list back), and whether the stock order confirmation screen shows.
 *
 * Confirm saves what changed: the parameter (UpdateParameter HIDE_CONFIRM_ORDER) and the default
 * (UpdateAccountDefault); nothing changed only closes. After a new default, a derivatives account
 * opens the derivatives board and any other account leaves a derivatives board for VN30. A
 * refusal keeps the modal open with the server's message. Loaded on first open.
 */
import "./account.lazy.i18n";
import {
  assetLayoutOfAccount,
  defaultAccount,
  routeAfterDefaultAccountChange,
  searchAccounts,
  type AccountListItem,
  type AssetLayout,
} from "@bangia/market";
import type { TFunction } from "i18next";
import { Dialog } from "radix-ui";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { logLoadFailure } from "../api/http";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { ModalDialog } from "../ui/modal-dialog";
import { useAccount } from "./account-store";
import "./account.css";

const TYPE_LABELS: Readonly<Record<AssetLayout, (t: TFunction) => string>> = {
  cash: (t) => t("account.type.cash"),
  margin: (t) => t("account.type.margin"),
  derivatives: (t) => t("account.type.derivatives"),
};

/** The type label of an account by its last digit: 1 cash, 3 and 6 margin, 8 derivatives. */
export function accountTypeLabel(t: TFunction, accCode: string): string {
  return TYPE_LABELS[assetLayoutOfAccount(accCode)](t);
}

export function DefaultAccountDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const accounts = useAccount((state) => state.accounts);
  const hideConfirmOrder = useAccount((state) => state.hideConfirmOrder);
  const storedDefault = useSession((state) => state.user?.defaultAcc ?? "");
  // The default now: the stored one, else the account the rule picks (the list may still be loading).
  const initial = defaultAccount(accounts, storedDefault)?.accCode ?? null;
  const [picked, setChosen] = useState<string | null>(null);
  const chosen = picked ?? initial;
  // Until the customer ticks it, the checkbox follows the store (the server's value may arrive
  // after the modal opened), so saving only a new default never rewrites the saved choice.
  const [ticked, setTicked] = useState<boolean | null>(null);
  const showConfirm = ticked ?? !hideConfirmOrder;
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => useUi.getState().setAccountSettingsOpen(false);
  const shown = searchAccounts(accounts, search);

  function changeQuery(value: string): void {
    setQuery(value);
    if (value.trim() === "") setSearch("");
  }

  function find(event: FormEvent): void {
    event.preventDefault();
    setSearch(query);
  }

  async function confirm(): Promise<void> {
    const defaultChanged = chosen !== null && chosen !== initial;
    const confirmChanged = ticked !== null && showConfirm === hideConfirmOrder;
    if (!defaultChanged && !confirmChanged) {
      close();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const store = useAccount.getState();
      if (confirmChanged) {
        const answer = await store.saveHideConfirmOrder(!showConfirm);
        if (answer.rc !== 1) throw new RefusedError(answer.rs);
      }
      if (defaultChanged) {
        const answer = await store.saveDefaultAccount(chosen);
        if (answer.rc !== 1) throw new RefusedError(answer.rs);
        const route = routeAfterDefaultAccountChange(chosen, pathname);
        if (route !== null) void navigate(route);
      }
      close();
    } catch (failure) {
      if (!(failure instanceof RefusedError)) logLoadFailure("account settings", failure);
      setError(
        failure instanceof RefusedError && failure.message !== ""
          ? failure.message
          : t("account.settings.failed"),
      );
      setSaving(false);
    }
  }

  return (
    <ModalDialog
      onClose={close}
      className="account-dialog account-settings"
      overlayClassName="account-overlay"
      testId="default-account-dialog"
    >
      <div className="account-dialog__header">
        <Dialog.Title className="account-dialog__title">{t("account.settings.title")}</Dialog.Title>
        <Dialog.Close className="modal-close" aria-label={t("account.close")}>
          ×
        </Dialog.Close>
      </div>
      <Dialog.Description className="account-dialog__description">
        {t("account.settings.description")}
      </Dialog.Description>
      <form className="account-search" role="search" onSubmit={find}>
        <input
          type="search"
          className="account-input"
          value={query}
          onChange={(event) => changeQuery(event.target.value)}
          placeholder={t("account.settings.search")}
          aria-label={t("account.settings.search")}
          title={t("account.settings.searchHint")}
          data-testid="default-account-search"
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="account-button">
          {t("account.settings.searchButton")}
        </button>
      </form>
      <AccountTable accounts={shown} chosen={chosen} onChoose={setChosen} />
      {shown.length === 0 && (
        <p className="account-dialog__note" role="status">
          {accounts.length === 0
            ? t("account.settings.empty")
            : t("account.settings.noMatch", { code: search.trim() })}
        </p>
      )}
      <label className="account-check">
        <input
          type="checkbox"
          checked={showConfirm}
          onChange={(event) => setTicked(event.target.checked)}
          data-testid="show-confirm-order"
        />
        {t("account.settings.showConfirmOrder")}
      </label>
      {error !== null && (
        <p className="account-dialog__error" role="alert">
          {error}
        </p>
      )}
      <div className="account-dialog__actions">
        <button type="button" className="account-button" onClick={close}>
          {t("account.cancel")}
        </button>
        <button
          type="button"
          className="account-button account-button--accent"
          disabled={saving}
          onClick={() => void confirm()}
          data-testid="default-account-confirm"
        >
          {saving ? t("account.settings.saving") : t("account.confirm")}
        </button>
      </div>
    </ModalDialog>
  );
}

/** A refusal the server explained (its rs), as opposed to a failed call. */
class RefusedError extends Error {
  constructor(rs: string | undefined) {
    super(rs ?? "");
  }
}

interface AccountTableProps {
  readonly accounts: readonly AccountListItem[];
  readonly chosen: string | null;
  readonly onChoose: (accCode: string) => void;
}

function AccountTable({ accounts, chosen, onChoose }: AccountTableProps) {
  const { t } = useTranslation();
  return (
    <div className="account-table__scroll">
      <table className="account-table">
        <thead>
          <tr>
            <th scope="col">{t("account.settings.columnDefault")}</th>
            <th scope="col">{t("account.settings.columnName")}</th>
            <th scope="col">{t("account.settings.columnCode")}</th>
            <th scope="col">{t("account.settings.columnType")}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr
              key={account.accCode}
              className={account.accCode === chosen ? "account-table__row is-chosen" : "account-table__row"}
              data-testid={`default-account-row-${account.accCode}`}
              onClick={() => onChoose(account.accCode)}
            >
              <td className="account-table__radio">
                <input
                  type="radio"
                  name="default-account"
                  value={account.accCode}
                  checked={account.accCode === chosen}
                  onChange={() => onChoose(account.accCode)}
                  aria-label={account.accCode}
                />
              </td>
              <td>{account.accName}</td>
              <td className="account-table__code">{account.accCode}</td>
              <td>{accountTypeLabel(t, account.accCode)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
