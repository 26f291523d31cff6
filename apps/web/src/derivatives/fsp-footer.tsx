/**
 * The index-futures board's footer (price-board §2): how the final settlement price of VN30
 * (and VN100) futures is set, with the server's estimate, `calFSP` of `getfsbdata` and
 * `getfsbdata_vn100` (empty when there is none, §5). Read again every half minute, since the
 * estimate follows the index on the last trading day, and after a reconnect.
 */
import "./derivatives.lazy.i18n";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { datafeed } from "../api/http";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import { useAfterReconnect } from "../realtime/use-after-reconnect";
import { settlementPriceText } from "./fsp-text";

const REFRESH_MS = 30_000;

const ESTIMATES = [
  { index: "VN30", path: "getfsbdata" },
  { index: "VN100", path: "getfsbdata_vn100" },
] as const;

function Estimate({ index, path }: (typeof ESTIMATES)[number]) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ["datafeed", path],
    queryFn: ({ signal }) => datafeed(path, undefined, { signal }),
    refetchInterval: REFRESH_MS,
  });
  useLoadFailureLog(query.error, `settlement estimate ${index}`);
  const { refetch } = query;
  useAfterReconnect(() => void refetch());
  return (
    <span className="fsp-estimate">
      {t("derivatives.fsp.estimate", { index })}{" "}
      <b data-testid={`fsp-${index}`}>{settlementPriceText(query.data?.calFSP)}</b>
    </span>
  );
}

export function FspFooter() {
  const { t } = useTranslation();
  return (
    <footer className="fsp-footer" data-testid="fsp-footer">
      <p>
        <b>{t("derivatives.fsp.title")}</b>: {t("derivatives.fsp.rule")}
      </p>
      <p className="fsp-estimates">
        {ESTIMATES.map((estimate) => (
          <Estimate key={estimate.index} {...estimate} />
        ))}
      </p>
    </footer>
  );
}
