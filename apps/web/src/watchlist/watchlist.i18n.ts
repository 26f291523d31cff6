import { defineMessages } from "../i18n/messages";

export const messages = defineMessages("watchlist", {
  vi: {
    label: "Danh mục theo dõi",
    choose: "Chọn danh mục",
    none: "Chưa có danh mục",
    lists: "Các danh mục",
    symbolCount_one: "{{value}} mã",
    symbolCount_other: "{{value}} mã",
    rename: "Đổi tên danh mục {{name}}",
    renameInput: "Tên mới của danh mục {{name}}",
    remove: "Xoá danh mục {{name}}",
    addInput: "Tên danh mục mới",
    addPlaceholder: "Thêm danh mục…",
    add: "Thêm danh mục",
    invalidName: "Tên danh mục không được để trống, tối đa {{max}} ký tự và không chứa ký tự ẩn.",
  },
  en: {
    label: "Watchlists",
    choose: "Choose a watchlist",
    none: "No watchlist yet",
    lists: "Watchlists",
    symbolCount_one: "{{value}} symbol",
    symbolCount_other: "{{value}} symbols",
    rename: "Rename watchlist {{name}}",
    renameInput: "New name of watchlist {{name}}",
    remove: "Delete watchlist {{name}}",
    addInput: "New watchlist name",
    addPlaceholder: "Add a watchlist…",
    add: "Add watchlist",
    invalidName: "A watchlist name cannot be blank, has at most {{max}} characters and no hidden characters.",
  },
});
