import { defineLazyMessages } from "../i18n/catalogue";

export const messages = defineLazyMessages("boardTable", {
  vi: {
    loading: "Đang tải…",
    sortHint: "Bấm để sắp xếp",
    columns: "Cột",
    columnsHint: "Chọn cột hiển thị",
  },
  en: {
    loading: "Loading…",
    sortHint: "Click to sort",
    columns: "Columns",
    columnsHint: "Choose the columns shown",
  },
});
