/**
 * The index-selection modal (price-board §2 "Index table"): a checkbox list of every index
 * (`getlistckindex/list_allindex`) with close, reset and save. Close and Escape forget the
 * changes; reset checks the default set; save stores the checked codes, and nothing checked
 * restores the default set 20, 27, 23, 24, 26. Loaded lazily: most visits never open it.
 */
import { INDEX_LIST_GROUPS } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { datafeed } from "../api/http";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import { usePreferences } from "../state/preferences";
import { ModalDialog } from "../ui/modal-dialog";
import { INDEX_QUERY_KEY } from "./index-feed";
import { orderedSelection, RESET_SELECTION, selectionItemsOf, toggleSelection } from "./index-selection";

export interface IndexSelectionModalProps {
  /** Called when the modal closes, saved or not. */
  readonly onClose: () => void;
}

export function IndexSelectionModal({ onClose }: IndexSelectionModalProps) {
  const { t } = useTranslation();
  const saved = usePreferences((state) => state.selectedIndices);
  const setSelectedIndices = usePreferences((state) => state.setSelectedIndices);
  const [draft, setDraft] = useState<readonly string[]>(saved);
  const query = useQuery({
    queryKey: [...INDEX_QUERY_KEY, "all"],
    queryFn: ({ signal }) => datafeed("getlistckindex", INDEX_LIST_GROUPS.ALL, { signal }),
    staleTime: Infinity,
  });
  const items = useMemo(() => selectionItemsOf(query.data), [query.data]);
  useLoadFailureLog(query.error, "index list");

  const save = () => {
    setSelectedIndices(orderedSelection(items, draft));
    onClose();
  };

  return (
    <ModalDialog
      onClose={onClose}
      className="index-modal"
      overlayClassName="index-modal__overlay"
      testId="index-selection-modal"
    >
      <Dialog.Title className="index-modal__title">{t("indices.modal.title")}</Dialog.Title>
      <Dialog.Description className="index-modal__description">
        {t("indices.modal.description")}
      </Dialog.Description>
      {items.length === 0 ? (
        <p className="index-modal__note">
          {query.isPending ? t("indices.modal.loading") : t("indices.modal.empty")}
        </p>
      ) : (
        <ul className="index-modal__list">
          {items.map((item) => (
            <li key={item.mc}>
              <label>
                <input
                  type="checkbox"
                  data-testid={`index-option-${item.mc}`}
                  checked={draft.includes(item.mc)}
                  onChange={() => setDraft((current) => toggleSelection(current, item.mc))}
                />
                {item.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="index-modal__actions">
        <Dialog.Close asChild>
          <button type="button" data-testid="index-selection-close">
            {t("indices.modal.close")}
          </button>
        </Dialog.Close>
        <button type="button" data-testid="index-selection-reset" onClick={() => setDraft(RESET_SELECTION)}>
          {t("indices.modal.reset")}
        </button>
        <button type="button" className="is-primary" data-testid="index-selection-save" onClick={save}>
          {t("indices.modal.save")}
        </button>
      </div>
    </ModalDialog>
  );
}
