/**
 * The watchlist dropdown above the watchlist board (price-board §2 "Watchlist dropdown", §4, §5):
 * the current list's name and symbol count; in the menu every list with rename and delete icons,
 * and an input to add one. Creating (Enter or the add icon) makes the new list current and goes
 * to the watchlist route; renaming commits on Enter or blur and Escape cancels it. A refused name
 * shows a message instead of silently doing nothing.
 *
 * Inputs inside a Radix menu need care: the menu reads typed characters as type-ahead and moves
 * focus to an item under the mouse, which would take the focus (and so commit a rename) from
 * the input. Keys typed in an input stay there, and items do not take the focus while a rename
 * is open.
 */
import { formatNumber, validateWatchlistName, WATCHLIST_NAME_MAX_LENGTH } from "@bangia/market";
import { useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { WATCHLIST_MENU } from "../board/menu";
import { usePreferences } from "../state/preferences";
import { LazyMenu } from "../ui/lazy-menu";
import { CheckIcon, ChevronIcon, PencilIcon, PlusIcon, TrashIcon } from "./watchlist-icons";
import { unusedListName } from "./watchlist-rules";
import { useWatchlists } from "./watchlist-store";
import "./watchlist-bar.css";

const WATCHLIST_PATH = `/chung-khoan/${WATCHLIST_MENU}`;

interface Rename {
  readonly id: string;
  readonly name: string;
}

/** Keeps keys typed in an input from the menu's type-ahead and first/last navigation. */
function keepKeysInInput(event: KeyboardEvent<HTMLInputElement>): boolean {
  if (event.key === "Tab" || event.key === "Escape") return false;
  event.stopPropagation();
  return true;
}

export function WatchlistBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = usePreferences((state) => state.language);
  const lists = useWatchlists((state) => state.lists);
  const currentId = useWatchlists((state) => state.currentId);
  const current = lists.find((list) => list.Id === currentId);

  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState("");
  const [refused, setRefused] = useState(false);
  const [rename, setRenameState] = useState<Rename | null>(null);
  // The rename in progress, read by blur handlers that may run after Enter or Escape ended it.
  const renameRef = useRef<Rename | null>(null);
  const addInputRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  function setRename(next: Rename | null): void {
    renameRef.current = next;
    setRenameState(next);
  }

  function onOpenChange(next: boolean): void {
    setOpen(next);
    if (!next) {
      setRename(null);
      setRefused(false);
    }
  }

  async function createList(): Promise<void> {
    if (validateWatchlistName(draft) === null) {
      setRefused(true);
      addInputRef.current?.focus();
      return;
    }
    setRefused(false);
    if (await useWatchlists.getState().create(draft)) {
      setDraft("");
      onOpenChange(false);
      void navigate(WATCHLIST_PATH);
    }
  }

  /** The bar's own "new list" button: a list named "Watchlist n", made current. */
  async function createNamedList(): Promise<void> {
    const name = unusedListName(lists, (n) => t("watchlist.defaultName", { n }));
    if (await useWatchlists.getState().create(name)) void navigate(WATCHLIST_PATH);
  }

  function focusItem(id: string): void {
    const items = contentRef.current?.querySelectorAll<HTMLElement>("[data-watchlist-id]") ?? [];
    for (const item of items) if (item.dataset["watchlistId"] === id) item.focus();
  }

  /** Ends the rename: Enter keeps the input open on a refused name, blur gives up on it. */
  function commitRename(how: "enter" | "blur"): void {
    const editing = renameRef.current;
    if (editing === null) return;
    const name = validateWatchlistName(editing.name);
    if (name === null) {
      setRefused(true);
      if (how === "blur") setRename(null);
      return;
    }
    setRefused(false);
    setRename(null);
    if (how === "enter") requestAnimationFrame(() => focusItem(editing.id));
    if (name !== lists.find((list) => list.Id === editing.id)?.Name)
      void useWatchlists.getState().rename(editing.id, name);
  }

  // While a rename is open, items must not take the focus under the mouse (see the header).
  const holdFocus = rename === null ? undefined : (event: PointerEvent) => event.preventDefault();
  const itemGuards = { onPointerMove: holdFocus, onPointerLeave: holdFocus };

  const count = current?.Symbols.length ?? 0;
  const invalidMessage = t("watchlist.invalidName", { max: WATCHLIST_NAME_MAX_LENGTH });

  return (
    <div className="watchlist-bar" role="group" aria-label={t("watchlist.label")}>
      <LazyMenu
        open={open}
        onOpenChange={onOpenChange}
        triggerProps={{ className: "watchlist-trigger", "data-testid": "watchlist-dropdown" }}
        trigger={
          <>
            <span className="watchlist-trigger-name">
              {current?.Name ?? (lists.length === 0 ? t("watchlist.none") : t("watchlist.choose"))}
            </span>
            <ChevronIcon />
          </>
        }
      >
        {(Menu) => (
          <Menu.Content
            ref={contentRef}
            className="menu-panel watchlist-menu"
            data-testid="watchlist-menu"
            align="start"
            sideOffset={2}
            aria-label={t("watchlist.lists")}
            onEscapeKeyDown={(event) => {
              const editing = renameRef.current;
              if (editing === null) return;
              event.preventDefault();
              setRename(null);
              setRefused(false);
              requestAnimationFrame(() => focusItem(editing.id));
            }}
            onKeyDown={(event) => {
              // Tab moves between the lists and the add input (a menu otherwise traps Tab).
              if (event.key !== "Tab" || renameRef.current !== null) return;
              event.preventDefault();
              if (event.target === addInputRef.current) {
                const id = currentId ?? lists[0]?.Id;
                if (id !== undefined) focusItem(id);
              } else addInputRef.current?.focus();
            }}
          >
            <Menu.RadioGroup
              value={currentId ?? ""}
              onValueChange={(id) => useWatchlists.getState().select(id)}
            >
              {lists.map((list) => (
                <div className="watchlist-row" key={list.Id}>
                  {rename?.id === list.Id ? (
                    <input
                      className="watchlist-input"
                      data-testid={`watchlist-rename-input-${list.Id}`}
                      aria-label={t("watchlist.renameInput", { name: list.Name })}
                      aria-invalid={refused}
                      maxLength={WATCHLIST_NAME_MAX_LENGTH * 4}
                      value={rename.name}
                      autoFocus
                      onFocus={(event: FocusEvent<HTMLInputElement>) => event.currentTarget.select()}
                      onChange={(event) => setRename({ id: list.Id, name: event.target.value })}
                      onBlur={() => commitRename("blur")}
                      onKeyDown={(event) => {
                        if (!keepKeysInInput(event)) return;
                        if (event.key === "Enter") {
                          event.preventDefault();
                          commitRename("enter");
                        }
                      }}
                    />
                  ) : (
                    <Menu.RadioItem
                      value={list.Id}
                      className="watchlist-item"
                      data-testid={`watchlist-item-${list.Id}`}
                      data-watchlist-id={list.Id}
                      {...itemGuards}
                    >
                      <Menu.ItemIndicator className="watchlist-check">
                        <CheckIcon />
                      </Menu.ItemIndicator>
                      <span className="watchlist-item-name">{list.Name}</span>
                      <span className="watchlist-item-count">
                        {formatNumber(list.Symbols.length, { language })}
                      </span>
                    </Menu.RadioItem>
                  )}
                  <Menu.Item
                    className="watchlist-icon"
                    data-testid={`watchlist-rename-${list.Id}`}
                    aria-label={t("watchlist.rename", { name: list.Name })}
                    title={t("watchlist.rename", { name: list.Name })}
                    {...itemGuards}
                    onSelect={(event) => {
                      event.preventDefault();
                      setRefused(false);
                      setRename({ id: list.Id, name: list.Name });
                    }}
                  >
                    <PencilIcon />
                  </Menu.Item>
                  <Menu.Item
                    className="watchlist-icon watchlist-icon-danger"
                    data-testid={`watchlist-delete-${list.Id}`}
                    aria-label={t("watchlist.remove", { name: list.Name })}
                    title={t("watchlist.remove", { name: list.Name })}
                    {...itemGuards}
                    onSelect={(event) => {
                      event.preventDefault();
                      void useWatchlists.getState().remove(list.Id);
                    }}
                  >
                    <TrashIcon />
                  </Menu.Item>
                </div>
              ))}
            </Menu.RadioGroup>
            {lists.length > 0 && <Menu.Separator className="menu-separator" />}
            <div className="watchlist-add">
              <input
                ref={addInputRef}
                className="watchlist-input"
                data-testid="watchlist-add-input"
                aria-label={t("watchlist.addInput")}
                aria-invalid={refused && rename === null}
                placeholder={t("watchlist.addPlaceholder")}
                maxLength={WATCHLIST_NAME_MAX_LENGTH * 4}
                value={draft}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setRefused(false);
                }}
                onKeyDown={(event) => {
                  if (!keepKeysInInput(event)) return;
                  if (event.key === "Enter") {
                    event.preventDefault();
                    void createList();
                  }
                }}
              />
              <button
                type="button"
                className="watchlist-icon"
                data-testid="watchlist-add-button"
                aria-label={t("watchlist.add")}
                title={t("watchlist.add")}
                onClick={() => void createList()}
              >
                <PlusIcon />
              </button>
            </div>
            {refused && (
              <p className="watchlist-error" role="alert" data-testid="watchlist-error">
                {invalidMessage}
              </p>
            )}
          </Menu.Content>
        )}
      </LazyMenu>
      <button
        type="button"
        className="watchlist-new"
        data-testid="watchlist-new"
        title={t("watchlist.newListTip")}
        onClick={() => void createNamedList()}
      >
        <PlusIcon />
        {t("watchlist.newList")}
      </button>
      <span className="watchlist-count" data-testid="watchlist-count">
        {t("watchlist.symbolCount", { count, value: formatNumber(count, { language }) })}
      </span>
    </div>
  );
}
