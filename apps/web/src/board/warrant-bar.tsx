/**
 * The bar over the covered-warrant board: its title and the menu that shows or hides each
 * warrant column (price-board §2 "columns that can be hidden by setting"). The choice is kept in
 * the browser (warrant-column-setting.ts); a sort on a column hidden here is dropped
 * (price-board §4).
 */
import { useTranslation } from "react-i18next";
import { usePreferences } from "../state/preferences";
import { LazyMenu } from "../ui/lazy-menu";
import { WARRANT_COLUMNS } from "./board-columns";
import { columnLabels } from "./column-labels";
import { isWarrantField } from "./warrant-cells";
import { useWarrantColumnSetting } from "./warrant-column-setting";

export function WarrantBar() {
  const { t } = useTranslation();
  const changeMode = usePreferences((state) => state.changeMode);
  const hidden = useWarrantColumnSetting((state) => state.hidden);
  const labels = columnLabels(t, changeMode);

  const toggle = (field: string, shown: boolean) => {
    if (!isWarrantField(field)) return;
    useWarrantColumnSetting
      .getState()
      .setHidden(shown ? hidden.filter((key) => key !== field) : [...hidden, field]);
  };

  return (
    <div className="board-caption" data-testid="warrant-bar">
      <h2>{t("board.warrant.title")}</h2>
      <LazyMenu
        triggerProps={{
          className: "board-caption-button",
          "data-testid": "warrant-columns",
          title: t("board.warrant.columnsHint"),
        }}
        trigger={
          <>
            <span>{t("board.warrant.columns")}</span>
            <span aria-hidden="true">▾</span>
          </>
        }
      >
        {(Menu) => (
          <Menu.Content className="menu-panel shell-menu" align="start" sideOffset={2}>
            {WARRANT_COLUMNS.map((column) => (
              <Menu.CheckboxItem
                key={column.field}
                className="shell-menu__item board-caption-check"
                data-testid={`warrant-column-${column.field}`}
                checked={!(hidden as readonly string[]).includes(column.field)}
                // The menu stays open so several columns can be chosen in a row.
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={(checked) => toggle(column.field, checked === true)}
              >
                <span className="board-caption-tick" aria-hidden="true">
                  <Menu.ItemIndicator>✓</Menu.ItemIndicator>
                </span>
                {labels[column.field].tip}
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        )}
      </LazyMenu>
    </div>
  );
}
