/**
 * A small HTTP server on loopback for the bench pages: the files of a build folder, plus fixed
 * in-memory answers (the recording at /recording.json). Files are read once per request; nothing
 * is compressed (loopback), nothing cached by the browser between steps (each step is a fresh
 * browser context anyway). `dynamic` answers first when given (the panel page's fake core gateway,
 * fake-core.ts).
 */
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, normalize } from "node:path";

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};

export interface StaticServer {
  readonly origin: string;
  close(): Promise<void>;
}

export async function serveStatic(
  root: string,
  answers: ReadonlyMap<string, { readonly type: string; readonly body: string | Buffer }>,
  dynamic?: (request: IncomingMessage, response: ServerResponse) => boolean,
): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    if (dynamic?.(request, response) === true) return;
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const fixed = answers.get(path);
    if (fixed !== undefined) {
      response.writeHead(200, { "content-type": fixed.type, "cache-control": "no-store" });
      response.end(fixed.body);
      return;
    }
    const file = normalize(join(root, path));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          "content-type": TYPES[extname(file)] ?? "application/octet-stream",
          "cache-control": "no-store",
        });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the static server has no port");
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
