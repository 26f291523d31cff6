/**
 * Folder cycles of a source root: its top-level folders (and the files beside them) as nodes, an
 * arrow where a file of one imports a file of another, tests included. dependency-cruiser checks
 * cycles of files; its folder-scope rules count every nested folder as well, so this check reads
 * the module graph of its API and folds it onto the first level itself.
 */
import { cruise, type ICruiseResult } from "dependency-cruiser";

/** Folders (or root files) that reach each other, each arrow between them with one import behind it. */
export interface FolderCycle {
  readonly folders: readonly string[];
  /** "from -> to (file -> file)". */
  readonly arrows: readonly string[];
}

/** The first path segment under `root`, or undefined for a module outside it. */
function nodeOf(root: string, path: string): string | undefined {
  if (!path.startsWith(`${root}/`)) return undefined;
  return path.slice(root.length + 1).split("/")[0];
}

/**
 * Every folder cycle under `root` (a path relative to `cwd`), the folders of each in order.
 * `testKits` are folders of test support (the web's `testing/`): every folder's tests use them and
 * they use any folder, so they stand above the layers and draw no arrow.
 */
export async function folderCycles(
  root: string,
  cwd = process.cwd(),
  testKits: readonly string[] = [],
): Promise<FolderCycle[]> {
  const previous = process.cwd();
  process.chdir(cwd);
  let result: ICruiseResult;
  try {
    const { output } = await cruise([root], {
      tsPreCompilationDeps: true,
      doNotFollow: { path: "node_modules" },
      exclude: { path: "(^|/)(node_modules|dist|coverage)/" },
    });
    result = output as ICruiseResult;
  } finally {
    process.chdir(previous);
  }

  // from → to → one import that draws the arrow
  const arrows = new Map<string, Map<string, string>>();
  for (const module of result.modules) {
    const from = nodeOf(root, module.source);
    if (from === undefined) continue;
    for (const dependency of module.dependencies) {
      const to = nodeOf(root, dependency.resolved);
      if (to === undefined || to === from || testKits.includes(from) || testKits.includes(to)) continue;
      const targets = arrows.get(from) ?? new Map<string, string>();
      if (!targets.has(to)) targets.set(to, `${module.source} -> ${dependency.resolved}`);
      arrows.set(from, targets);
    }
  }

  return stronglyConnected(arrows).map((folders) => ({
    folders,
    arrows: folders.flatMap((from) =>
      [...(arrows.get(from) ?? [])]
        .filter(([to]) => folders.includes(to))
        .map(([to, evidence]) => `${from} -> ${to} (${evidence})`),
    ),
  }));
}

/** Tarjan's strongly connected components of more than one node, each sorted, in name order. */
function stronglyConnected(arrows: ReadonlyMap<string, ReadonlyMap<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of arrows.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1) components.push(component.sort());
  };

  for (const node of [...arrows.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => (a[0] ?? "").localeCompare(b[0] ?? ""));
}
