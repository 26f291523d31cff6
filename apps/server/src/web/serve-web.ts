/**
 * The web app on the API's port (price-board §2 Routes): `/` redirects to /chung-khoan/VN30,
 * and /chung-khoan, /chung-khoan/*, the login page /dang-nhap and the help page /ho-tro are the
 * app's own routes. With a build folder, its files
 * are served and the app's routes fall back to index.html (history routing); without one, the
 * plain VN30 page stands in. Paths under /api/ never fall back: an unknown one is a JSON 404.
 */
import { isLanguage, type Language } from "@bangia/market";
import { fastifyStatic } from "@fastify/static";
// For the `hide` schema flag @fastify/swagger adds to route schemas.
import type {} from "@fastify/swagger";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  FALLBACK_CSP,
  FALLBACK_SCRIPT,
  FALLBACK_SCRIPT_PATH,
  FALLBACK_STYLE,
  FALLBACK_STYLE_PATH,
  fallbackPage,
} from "./fallback-page";

/** Where `/` sends the browser (price-board §2: the root redirects to the VN30 board). */
export const HOME_PATH = "/chung-khoan/VN30";

/** The web app's own routes: the boards, the login and help pages, the news items' pages. */
const APP_ROUTES = ["/chung-khoan", "/chung-khoan/*", "/dang-nhap", "/ho-tro", "/tin-tuc/*"] as const;

/**
 * The page a browser gets for a path that is nothing (a 404 asked with Accept: text/html, outside
 * /api/): both languages and a way back to the board. API clients keep the JSON error.
 */
export const NOT_FOUND_PAGE = `<!doctype html>
<html lang="vi">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Không tìm thấy trang – Page not found</title>
<style>body{margin:0;padding:48px 16px;background:#0f1115;color:#e6e8eb;font:15px/1.6 system-ui,sans-serif;text-align:center}h1{font-size:22px}a{color:#f5a524}</style>
</head>
<body>
<h1>Không tìm thấy trang</h1>
<p>Địa chỉ này không có trên bảng giá.</p>
<h1 lang="en">Page not found</h1>
<p lang="en">There is no such page on the price board.</p>
<p><a href="${HOME_PATH}">Về bảng giá</a> · <a href="${HOME_PATH}" lang="en">Back to the price board</a></p>
</body>
</html>
`;

/** True for a 404 a browser asked for as a page (not an API call, not a script or an image). */
export function wantsNotFoundPage(url: string, accept: string | undefined, status: number): boolean {
  return status === 404 && !url.startsWith("/api/") && (accept ?? "").includes("text/html");
}

const hidden = { schema: { hide: true } };

function languageOf(request: FastifyRequest): Language {
  const query = request.query as Readonly<Record<string, unknown>>;
  const lang = query["lang"];
  return typeof lang === "string" && isLanguage(lang) ? lang : "vi";
}

/** Serves the build in `webRoot` with history fallback. */
async function serveBuild(app: FastifyInstance, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: "/",
    index: false,
    // Vite names built assets by content hash: they never change, everything else may. The
    // header is ours alone: the plugin's own (max-age=0) would replace it.
    cacheControl: false,
    setHeaders: (response, path) => {
      const immutable = /[\\/]assets[\\/]/.test(path);
      response.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  const sendIndex = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header("cache-control", "no-cache").sendFile("index.html");
  for (const path of APP_ROUTES) app.get(path, hidden, sendIndex);
}

/** Serves the plain page and its two files. */
function serveFallback(app: FastifyInstance): void {
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header("content-security-policy", FALLBACK_CSP)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(fallbackPage(languageOf(request)));
  for (const path of APP_ROUTES) app.get(path, hidden, sendPage);
  app.get(FALLBACK_SCRIPT_PATH, hidden, (_request, reply) =>
    reply.header("cache-control", "no-cache").type("text/javascript; charset=utf-8").send(FALLBACK_SCRIPT),
  );
  app.get(FALLBACK_STYLE_PATH, hidden, (_request, reply) =>
    reply.header("cache-control", "no-cache").type("text/css; charset=utf-8").send(FALLBACK_STYLE),
  );
}

/** Registers the web routes: the build in `webRoot`, or the plain page when it is null. */
export async function serveWeb(app: FastifyInstance, webRoot: string | null): Promise<void> {
  app.get("/", hidden, (_request, reply) => reply.redirect(HOME_PATH, 302));
  app.addHook("onSend", async (request, reply, payload) => {
    if (!wantsNotFoundPage(request.url, request.headers.accept, reply.statusCode)) return payload;
    reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
    return NOT_FOUND_PAGE;
  });
  if (webRoot === null) serveFallback(app);
  else await serveBuild(app, webRoot);
}
