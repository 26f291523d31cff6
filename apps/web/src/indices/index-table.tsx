/**
 * The index table on the right of the strip (price-board §2 "Index table"): a row per selected
 * index with its point, change (absolute or percent, toggled from the header), volume in
 * millions, value in billions and the up / reference / down counts. The gear opens the
 * index-selection modal. Rows read only their own index: a message re-renders one row.
 *
 * The table loads its own indices' snapshot but does not subscribe to the live channel: the
 * strip, mounted beside it in the market overview (both hide together), keeps the shared index
 * store live and reloads it after a reconnect, so each message is applied once.
 *
 * Decision where the spec is silent: the change toggle is the table's own and starts absolute;
 * it is not stored (the stock board's change mode is a separate preference).
 */
import { lazy, Suspense, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../state/preferences";
import { indexFigures, indexName } from "./index-figures";
import { useIndexSnapshot } from "./index-feed";
import { useIndexStore } from "./index-store";
import "./indices.css";

export type IndexChangeMode = "absolute" | "percent";

const LazyIndexSelectionModal = lazy(() =>
  import("./index-selection-modal").then((module) => ({ default: module.IndexSelectionModal })),
);

function IndexRow({ code, mode }: { readonly code: string; readonly mode: IndexChangeMode }) {
  const entry = useIndexStore((state) => state.entries[code]);
  const figures = entry === undefined ? null : indexFigures(entry);
  const direction = figures?.direction ?? "reference";
  return (
    <tr data-testid={`index-row-${code}`}>
      <th scope="row" className="index-table__name">
        {indexName(code)}
      </th>
      <td className={`is-${direction}`}>{figures?.point}</td>
      <td className={`is-${direction}`} data-testid={`index-change-${code}`}>
        {mode === "absolute" ? figures?.change : figures?.percent}
      </td>
      <td>{figures?.volumeMillions}</td>
      <td>{figures?.valueBillions}</td>
      <td className="index-table__counts">
        <span className="is-up">{figures?.up}</span>
        <span className="is-reference">{figures?.unchanged}</span>
        <span className="is-down">{figures?.down}</span>
      </td>
    </tr>
  );
}

export function IndexTable() {
  const { t } = useTranslation();
  const selected = usePreferences((state) => state.selectedIndices);
  const [mode, setMode] = useState<IndexChangeMode>("absolute");
  const [choosing, setChoosing] = useState(false);
  useIndexSnapshot(selected);

  // The modal gives the focus back to the gear itself (useReturnFocus).
  const closeModal = useCallback(() => setChoosing(false), []);

  return (
    <section className="index-table" data-testid="index-table" aria-label={t("indices.table.label")}>
      <table>
        <thead>
          <tr>
            <th scope="col" className="index-table__name">
              <span>{t("indices.table.index")}</span>
              <button
                type="button"
                className="index-table__gear"
                data-testid="index-settings"
                aria-label={t("indices.table.settings")}
                title={t("indices.table.settings")}
                aria-haspopup="dialog"
                onClick={() => setChoosing(true)}
              >
                <span aria-hidden="true">⚙</span>
              </button>
            </th>
            <th scope="col">{t("indices.table.point")}</th>
            <th scope="col">
              <button
                type="button"
                className="index-table__toggle"
                data-testid="index-change-toggle"
                aria-label={t("indices.table.toggleChange")}
                title={t("indices.table.toggleChange")}
                aria-pressed={mode === "percent"}
                onClick={() => setMode((current) => (current === "absolute" ? "percent" : "absolute"))}
              >
                {mode === "absolute" ? t("indices.table.change") : t("indices.table.percent")}
              </button>
            </th>
            <th scope="col">{t("indices.table.volume")}</th>
            <th scope="col">{t("indices.table.value")}</th>
            <th scope="col">{t("indices.table.counts")}</th>
          </tr>
        </thead>
        <tbody>
          {selected.map((code) => (
            <IndexRow key={code} code={code} mode={mode} />
          ))}
        </tbody>
      </table>
      {choosing && (
        <Suspense fallback={null}>
          <LazyIndexSelectionModal onClose={closeModal} />
        </Suspense>
      )}
    </section>
  );
}
