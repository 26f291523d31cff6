// Architecture boundaries (see docs/architecture.md). `npm run lint` fails on any violation.

// The server's layers: shared → features → app. Shared folders are the kit every feature builds
// on; the app layer composes the features; a feature imports shared folders and other features
// (one way only: scripts/folder-cycles.test.ts), never the app layer.
const SERVER = "^apps/server/src/";
const SERVER_SHARED = "^apps/server/src/(config|credentials|db|http)/";
const SERVER_APP = "^apps/server/src/((app|cli)/|(main|server-deps)\\.ts$)";

// The web app's layers, the same way round: the shared kit (HTTP, state, the realtime feed, i18n,
// dialogs, styles, the symbol search, the test kit), the features (one board or tool each), and
// the app (routes, the page dispatcher, the shell around every page, the entry).
const WEB = "^apps/web/src/";
const WEB_SHARED = "^apps/web/src/(api|i18n|realtime|state|styles|symbol-search|testing|ui)/";
const WEB_APP = "^apps/web/src/((app|shell)/|main\\.tsx$)";

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const forbidden = [
  {
    name: "market-is-the-base",
    comment: "packages/market is pure rules and types: it imports nothing of ours.",
    severity: "error",
    from: { path: "^packages/market/" },
    to: { path: "^(packages/(?!market/)|apps/)" },
  },
  {
    name: "market-has-no-io",
    comment: "packages/market is pure: only its node entry reads the packaged data; tests may use Node.",
    severity: "error",
    from: {
      path: "^packages/market/src/",
      pathNot: "(\\.test\\.ts$|^packages/market/src/reference-data/read-reference-data\\.ts$)",
    },
    to: { dependencyTypes: ["core"] },
  },
  {
    name: "exchange-io-at-the-edges",
    comment:
      "The exchange is pure: only its node entry (recovery files) and its command-line tool touch Node; tests may.",
    severity: "error",
    from: {
      path: "^packages/exchange/src/",
      pathNot: "(\\.test\\.ts$|^packages/exchange/src/(node|cli)/)",
    },
    to: { dependencyTypes: ["core"] },
  },
  {
    name: "exchange-knows-only-market",
    comment: "The exchange knows nothing of brokers, accounts, HTTP or screens.",
    severity: "error",
    from: { path: "^packages/exchange/" },
    to: { path: "^apps/" },
  },
  {
    name: "web-never-imports-server",
    severity: "error",
    from: { path: "^apps/web/" },
    to: { path: "^(apps/server/|packages/exchange/)" },
  },
  {
    name: "server-never-imports-web",
    severity: "error",
    from: { path: "^apps/server/" },
    to: { path: "^apps/web/" },
  },
  {
    name: "server-shared-imports-no-feature",
    comment:
      "The server's shared folders (config, credentials, db, http) import no feature and no app-layer module.",
    severity: "error",
    from: { path: SERVER_SHARED },
    to: { path: SERVER, pathNot: SERVER_SHARED },
  },
  {
    name: "server-features-import-no-app",
    comment:
      "The app layer (app/, cli/, main.ts, server-deps.ts) composes the server's features; nothing else imports it.",
    severity: "error",
    from: { path: SERVER, pathNot: [SERVER_APP, SERVER_SHARED] },
    to: { path: SERVER_APP },
  },
  {
    name: "web-shared-imports-no-feature",
    comment:
      "The web app's shared folders (api, i18n, realtime, state, styles, symbol-search, testing, ui) import no feature and no app module.",
    severity: "error",
    from: { path: WEB_SHARED },
    to: { path: WEB, pathNot: WEB_SHARED },
  },
  {
    name: "web-features-import-no-app",
    comment:
      "The app layer (app/, shell/, main.tsx) composes the web app's features; nothing else imports it.",
    severity: "error",
    from: { path: WEB, pathNot: [WEB_APP, WEB_SHARED] },
    to: { path: WEB_APP },
  },
  {
    name: "no-circular",
    severity: "error",
    from: {},
    to: { circular: true },
  },
];

module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|coverage)/" },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
