/**
 * The translated market-status label of a session code. Each key is written out so the i18n
 * completeness test sees it.
 */
import type { TFunction } from "i18next";
import { sessionLabelKey } from "./session-label";

export function sessionText(t: TFunction, code: string | null | undefined): string {
  switch (sessionLabelKey(code)) {
    case "ato":
      return t("indices.session.ato");
    case "continuous":
      return t("indices.session.continuous");
    case "intermission":
      return t("indices.session.intermission");
    case "atc":
      return t("indices.session.atc");
    case "putThrough":
      return t("indices.session.putThrough");
    case "closed":
      return t("indices.session.closed");
  }
}
