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

/** The web app's own route prefix. */
const APP_ROUTES = ["/chung-khoan", "/chung-khoan/*", "/dang-nhap", "/ho-tro"] as const;

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
    // Vite names built assets by content hash: they never change, everything else may.
    setHeaders: (reply, path) => {
      const immutable = /[\\/]assets[\\/]/.test(path);
      reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
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
  if (webRoot === null) serveFallback(app);
  else await serveBuild(app, webRoot);
}
