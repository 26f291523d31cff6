import { defineMessages } from "../i18n/messages";

export const messages = defineMessages("app", {
  vi: { title: "Bảng giá" },
  en: { title: "Price board" },
});
