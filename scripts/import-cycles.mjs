/**
 * Fails when modules of this repository import each other in a cycle, type-only imports
 * included. ESLint's import-x/no-cycle skips `import type`, but a cycle of types still
 * ties the layers together: a module cannot be read or changed without the other.
 *
 * Every TypeScript project ESLint resolves imports with is read; each import (`import`,
 * `import type`, `export … from`, `import()`, `require()`) is resolved as the compiler
 * resolves it, and only the repository's own files are followed (not node_modules nor
 * generated code).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const PROJECTS = [
  'cms/tsconfig.json',
  'cms/tests/tsconfig.json',
  'cms/src/admin/tsconfig.json',
  'seed/tsconfig.test.json',
  'packages/domain/tsconfig.json',
  'packages/test-kit/tsconfig.json',
  'web/tsconfig.app.json',
  'web/tsconfig.e2e.json',
  'web/tsconfig.node.json',
  'web/tsconfig.server.json',
];

/** @type {Map<string, Set<string>>} each file and the repository files it imports */
const graph = new Map();

/** Folders of generated code (React Router's route types, builds), as ESLint ignores them. */
const GENERATED = ['node_modules', '.react-router', '.strapi', 'dist', 'build', '.tmp'];

const own = (/** @type {string} */ file) =>
  file.startsWith(ROOT + path.sep) &&
  !path
    .relative(ROOT, file)
    .split(path.sep)
    .some((part) => GENERATED.includes(part));

for (const project of PROJECTS) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, project),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`Cannot read ${project}`);
  for (const file of parsed.fileNames.map((name) => path.resolve(name))) {
    if (!own(file) || file.endsWith('.d.ts')) continue;
    const imports = graph.get(file) ?? new Set();
    graph.set(file, imports);
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    for (const { fileName } of importedFiles) {
      const { resolvedModule } = ts.resolveModuleName(fileName, file, parsed.options, ts.sys);
      const target = resolvedModule && path.resolve(resolvedModule.resolvedFileName);
      if (target && own(target) && !resolvedModule.isExternalLibraryImport && target !== file) imports.add(target);
    }
  }
}

// Tarjan's strongly connected components: any component of more than one file is a cycle.
let counter = 0;
/** @type {Map<string, { index: number, low: number, onStack: boolean }>} */
const marks = new Map();
/** @type {string[]} */
const stack = [];
/** @type {string[][]} */
const cycles = [];

/** @param {string} file */
function visit(file) {
  const mark = { index: counter, low: counter, onStack: true };
  counter += 1;
  marks.set(file, mark);
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    const seen = marks.get(next);
    if (!seen) {
      visit(next);
      mark.low = Math.min(mark.low, /** @type {{ low: number }} */ (marks.get(next)).low);
    } else if (seen.onStack) {
      mark.low = Math.min(mark.low, seen.index);
    }
  }
  if (mark.low !== mark.index) return;
  /** @type {string[]} */
  const component = [];
  let member;
  do {
    member = /** @type {string} */ (stack.pop());
    /** @type {{ onStack: boolean }} */ (marks.get(member)).onStack = false;
    component.push(member);
  } while (member !== file);
  if (component.length > 1) cycles.push(component);
}

for (const file of graph.keys()) if (!marks.has(file)) visit(file);

if (cycles.length > 0) {
  console.error(`Import cycles (type-only imports included): ${cycles.length}`);
  for (const cycle of cycles) {
    console.error(
      `\n  ${cycle
        .map((file) => path.relative(ROOT, file))
        .sort()
        .join('\n  ')}`,
    );
  }
  process.exit(1);
}
console.log(`No import cycles among ${graph.size} files (type-only imports included).`);
