/**
 * The column setting of a board table (price-board §2 "columns that can be hidden by setting"):
 * a dropdown of the table's hideable columns, each a checkbox; the choice is saved per table
 * (table-preferences.ts). The menu itself loads on first use (ui/lazy-menu.tsx).
 */
import { useTranslation } from "react-i18next";
import { LazyMenu } from "../ui/lazy-menu";
import type { TableColumn } from "./table-columns";
import "./board-table.lazy.i18n";

export interface ColumnPickerProps<R> {
  /** Every column of the table, hidden ones included. */
  readonly columns: readonly TableColumn<R>[];
  readonly hidden: readonly string[];
  readonly onChange: (hidden: readonly string[]) => void;
  /** The trigger's test id. */
  readonly testId: string;
}

/**
 * The hidden keys after ticking (shown) or unticking (hidden) a column.
 *
 * @example toggleHidden(["a"], "b", false) // ["a", "b"]
 * @example toggleHidden(["a", "b"], "a", true) // ["b"]
 */
export function toggleHidden(hidden: readonly string[], key: string, shown: boolean): readonly string[] {
  const rest = hidden.filter((item) => item !== key);
  return shown ? rest : [...rest, key];
}

export function ColumnPicker<R>({ columns, hidden, onChange, testId }: ColumnPickerProps<R>) {
  const { t } = useTranslation();
  const hideable = columns.filter((column) => column.hideable);
  if (hideable.length === 0) return null;
  return (
    <LazyMenu
      triggerProps={{
        className: "bt-tool-button",
        "data-testid": testId,
        "aria-label": t("boardTable.columns"),
        title: t("boardTable.columnsHint"),
      }}
      trigger={
        <>
          <span aria-hidden="true">☰</span> {t("boardTable.columns")}
        </>
      }
    >
      {(Menu) => (
        <Menu.Content className="menu-panel bt-menu" align="end" sideOffset={4}>
          <Menu.Label className="bt-menu-label">{t("boardTable.columnsHint")}</Menu.Label>
          {hideable.map((column) => (
            <Menu.CheckboxItem
              key={column.key}
              className="bt-menu-item"
              data-testid={`${testId}-${column.key}`}
              checked={!hidden.includes(column.key)}
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(checked) => onChange(toggleHidden(hidden, column.key, checked === true))}
            >
              <span className="bt-menu-check" aria-hidden="true">
                <Menu.ItemIndicator>✓</Menu.ItemIndicator>
              </span>
              {column.label(t)}
            </Menu.CheckboxItem>
          ))}
        </Menu.Content>
      )}
    </LazyMenu>
  );
}
