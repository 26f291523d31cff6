/**
 * The plain page served until the web app is built: the live VN30 quotes from the data feed,
 * refreshed every 2 seconds, in Vietnamese (default) or English, with a note that the data come
 * from the simulated market. Script and style are separate files so the page's Content
 * Security Policy allows no inline code at all.
 */
import type { Language } from "@bangia/market";

/** Where the page's script and style are served. */
export const FALLBACK_SCRIPT_PATH = "/fallback/board.js";
export const FALLBACK_STYLE_PATH = "/fallback/board.css";

/** Content Security Policy of the page: its own script, style and API calls, nothing else. */
export const FALLBACK_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

interface PageText {
  readonly title: string;
  readonly heading: string;
  readonly note: string;
  readonly columns: readonly [string, string, string, string, string];
  readonly loading: string;
  readonly failed: string;
  readonly updated: string;
  readonly other: { readonly label: string; readonly lang: Language };
  readonly docs: string;
}

const TEXT: Readonly<Record<Language, PageText>> = {
  vi: {
    title: "Bảng giá chứng khoán",
    heading: "Bảng giá VN30",
    note:
      "Dữ liệu từ thị trường mô phỏng, không phải giá giao dịch thật. " +
      "Giá: nghìn đồng; khối lượng: cổ phiếu. Tự cập nhật mỗi 2 giây.",
    columns: ["Mã", "Tham chiếu", "Khớp lệnh", "+/-", "Tổng KL"],
    loading: "Đang tải dữ liệu…",
    failed: "Không tải được dữ liệu, đang thử lại…",
    updated: "Cập nhật lúc",
    other: { label: "English", lang: "en" },
    docs: "Tài liệu API",
  },
  en: {
    title: "Price board",
    heading: "VN30 price board",
    note:
      "Data come from the simulated market, not real trading prices. " +
      "Prices: thousands of VND; volume: shares. Refreshed every 2 seconds.",
    columns: ["Symbol", "Reference", "Last", "Change", "Volume"],
    loading: "Loading data…",
    failed: "Could not load the data, retrying…",
    updated: "Updated at",
    other: { label: "Tiếng Việt", lang: "vi" },
    docs: "API documentation",
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The page in `language`. */
export function fallbackPage(language: Language): string {
  const text = TEXT[language];
  const e = escapeHtml;
  const headers = text.columns.map((column) => `<th scope="col">${e(column)}</th>`).join("");
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(text.title)}</title>
<link rel="stylesheet" href="${FALLBACK_STYLE_PATH}">
<script src="${FALLBACK_SCRIPT_PATH}" defer></script>
</head>
<body>
<header>
<h1>${e(text.heading)}</h1>
<nav><a href="?lang=${text.other.lang}" hreflang="${text.other.lang}">${e(text.other.label)}</a> · <a href="/api/docs">${e(text.docs)}</a></nav>
</header>
<p class="note" role="note">${e(text.note)}</p>
<table id="board" data-loading="${e(text.loading)}" data-failed="${e(text.failed)}" data-updated="${e(text.updated)}">
<thead><tr>${headers}</tr></thead>
<tbody></tbody>
</table>
<p id="status" role="status" aria-live="polite">${e(text.loading)}</p>
</body>
</html>
`;
}

export const FALLBACK_STYLE = `body{font-family:system-ui,sans-serif;margin:1.5rem;background:#111;color:#eee}
header{display:flex;gap:1rem;align-items:baseline;flex-wrap:wrap}
h1{font-size:1.4rem;margin:0}
a{color:#7cb7ff}
.note{color:#f5c542}
table{border-collapse:collapse;min-width:32rem}
th,td{padding:.25rem .75rem;border-bottom:1px solid #333;text-align:right}
th:first-child,td:first-child{text-align:left;font-weight:600}
.up{color:#07ba07}.down{color:#e63232}.ref{color:#f5c542}.ceil{color:#c86cf5}.floor{color:#3fd0e6}
#status{color:#999;font-size:.9rem}
`;

/**
 * The page's script: loads the VN30 list once, then its quotes every 2 seconds. Cells are
 * filled with textContent only; nothing from the network is parsed as HTML.
 */
export const FALLBACK_SCRIPT = `"use strict";
(function () {
  var REFRESH_MS = 2000;
  var table = document.getElementById("board");
  var body = table.querySelector("tbody");
  var status = document.getElementById("status");
  var lang = document.documentElement.lang === "en" ? "en-GB" : "vi-VN";
  var price = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  var whole = new Intl.NumberFormat(lang);
  var symbols = [];

  function colour(q) {
    if (!q.lastPrice) return "ref";
    if (q.lastPrice >= q.c) return "ceil";
    if (q.lastPrice <= q.f) return "floor";
    return q.lastPrice > q.r ? "up" : q.lastPrice < q.r ? "down" : "ref";
  }

  function cell(row, text, cls) {
    var td = document.createElement("td");
    td.textContent = text;
    if (cls) td.className = cls;
    row.appendChild(td);
  }

  function render(quotes) {
    var rows = document.createDocumentFragment();
    quotes.forEach(function (q) {
      var tr = document.createElement("tr");
      var cls = colour(q);
      var change = q.lastPrice ? q.lastPrice - q.r : 0;
      cell(tr, q.sym, cls);
      cell(tr, price.format(q.r / 1000), "ref");
      cell(tr, q.lastPrice ? price.format(q.lastPrice / 1000) : "", cls);
      cell(tr, q.lastPrice ? (change > 0 ? "+" : "") + price.format(change / 1000) : "", cls);
      cell(tr, whole.format(q.lot), "");
      rows.appendChild(tr);
    });
    body.replaceChildren(rows);
    status.textContent = table.dataset.updated + " " + new Date().toLocaleTimeString(lang);
  }

  function getJson(path) {
    return fetch(path, { headers: { accept: "application/json" } }).then(function (response) {
      if (!response.ok) throw new Error(String(response.status));
      return response.json();
    });
  }

  function refresh() {
    var load = symbols.length > 0
      ? Promise.resolve(symbols)
      : getJson("/api/datafeed/listvn30").then(function (list) { symbols = list; return list; });
    load
      .then(function (list) {
        if (list.length === 0) return [];
        return getJson("/api/datafeed/getliststockdata/" + encodeURIComponent(list.join(",")));
      })
      .then(render)
      .catch(function () { status.textContent = table.dataset.failed; })
      .finally(function () { setTimeout(refresh, REFRESH_MS); });
  }

  refresh();
})();
`;
