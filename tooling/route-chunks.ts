// Which chunks each route's screen needs, so the server can name them in the page it sends
// (<link rel="modulepreload">) and the browser fetches them beside the app's own script instead of
// after it has run (issue 10: one round trip less before the first screen on a slow line).
// Two build facts joined: the route modules (src/ui/app/route-modules.ts) import each route's screen
// module, and Vite's build manifest (build.manifest) names the chunk of every module and what each
// chunk imports.
import { parseSync, type ESTree } from 'vite';

/** A route and its screen module, from the project root without extension. */
export interface RouteScreen {
  path: string;
  screen: string;
  /** Its route data's module, from the project root without extension, when it has one. */
  data?: string;
  /** Behind the login page for a guest: the server marks such pages noindex. */
  signIn?: boolean;
  /** A guest's copy may be kept by a shared cache (docs/adr/0052): the server says so in its Cache-Control. */
  shareable?: boolean;
}

/** One entry of Vite's .vite/manifest.json; `imports` names other entries by their key. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The JSON the build writes (dist/route-chunks.json) and the server reads. */
export interface RouteChunks {
  /** Every route of the table, in its order: the server answers 404 for a path none of them matches. */
  routes: { path: string; signIn: boolean; shareable?: true; files: string[] }[];
}

const SCRIPT = /\.[cm]?[jt]sx?$/;

type Node = ESTree.Node;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
const children = (node: Node): Node[] =>
  Object.values(node).flatMap((value: unknown) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));

/** The first `import('…')` of a literal module under `node`, depth first. */
function importedModule(node: Node): string | undefined {
  if (node.type === 'ImportExpression' && node.source.type === 'Literal' && typeof node.source.value === 'string') return node.source.value;
  for (const child of children(node)) {
    const found = importedModule(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

const keyName = (property: ESTree.ObjectPropertyKind): string | undefined =>
  property.type !== 'Property' ? undefined : property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;

/**
 * Each route's screen module as the route modules import it (`{ home: { screen: () => import('@/ui/…/home-screen')… } }`
 * in the object `name` exports), from the project root without extension: 'src/ui/catalogue/home/home-screen'.
 */
/** The module's top-level constants (name to initialiser) and the route table `name` names, an object literal. */
function routeTable(source: string, name: string): { table: ESTree.ObjectExpression; constants: Map<string, Node> } {
  const { program, errors } = parseSync('route-modules.ts', source, { lang: 'ts' });
  if (errors.length > 0) throw new Error(`route modules do not parse: ${errors.map((error) => error.message).join('; ')}`);
  const constants = new Map<string, Node>();
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.init) constants.set(declarator.id.name, declarator.init);
    }
  }
  let table = constants.get(name);
  while (table !== undefined && (table.type === 'TSSatisfiesExpression' || table.type === 'TSAsExpression')) table = table.expression;
  if (table?.type !== 'ObjectExpression') throw new Error(`route modules: no object literal ${name}`);
  return { table, constants };
}

/**
 * Each route's data module as the route modules import it, from the project root without extension:
 * `data: () => import('@/…')`, `data: catalogueData('home')` or `...listOf(…)`, where the helper is a
 * constant of the same file that imports it. A route without data is left out.
 */
export function dataModules(source: string, name = 'ROUTE_MODULES'): Record<string, string> {
  const { table, constants } = routeTable(source, name);
  // A call of a helper of this file: the helper's import; else the import under the node itself.
  const imported = (node: Node): string | undefined =>
    node.type === 'CallExpression' && node.callee.type === 'Identifier' && constants.has(node.callee.name)
      ? importedModule(constants.get(node.callee.name) as Node)
      : importedModule(node);
  const data: Record<string, string> = {};
  for (const route of table.properties) {
    const routeName = keyName(route);
    if (routeName === undefined || route.type !== 'Property' || route.value.type !== 'ObjectExpression') continue;
    for (const property of route.value.properties) {
      const loader = property.type === 'SpreadElement' ? property.argument : keyName(property) === 'data' && property.type === 'Property' ? property.value : undefined;
      const module = loader === undefined ? undefined : imported(loader);
      if (module?.startsWith('@/')) data[routeName] = `src/${module.slice(2)}`;
    }
  }
  return data;
}

export function screenModules(source: string, name = 'ROUTE_MODULES'): Record<string, string> {
  const { table } = routeTable(source, name);
  const screens: Record<string, string> = {};
  for (const route of table.properties) {
    const routeName = keyName(route);
    if (routeName === undefined || route.type !== 'Property' || route.value.type !== 'ObjectExpression') continue;
    const screen = route.value.properties.find((property) => keyName(property) === 'screen');
    const module = screen === undefined ? undefined : importedModule(screen);
    if (module === undefined) throw new Error(`route modules: ${routeName} imports no screen module`);
    if (!module.startsWith('@/')) throw new Error(`route modules: ${routeName} imports ${module}; write the screen's module as '@/…'`);
    screens[routeName] = `src/${module.slice(2)}`;
  }
  return screens;
}

/** The scripts index.html loads ('assets/app-1.js'): with the '$initial' chunk group the manifest marks no entry. */
export const pageScripts = (indexHtml: string): string[] =>
  [...indexHtml.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].flatMap((match) =>
    match[1] === undefined ? [] : [match[1]],
  );

/**
 * The route table's routes ([name, route] as routeEntries() lists them), each as the table has it (every
 * flag kept) with its screen module and its data module (when it has one) from the route modules' source.
 */
export function routeScreens<R extends { path: string; signIn: boolean }>(
  routes: readonly (readonly [string, R])[],
  routeModulesSource: string,
): (R & { screen: string; data?: string })[] {
  const screens = screenModules(routeModulesSource);
  const data = dataModules(routeModulesSource);
  return routes.map(([name, route]) => {
    const screen = screens[name];
    if (screen === undefined) throw new Error(`route modules: no screen for the route ${name}`);
    const module = data[name];
    return { ...route, screen, ...(module === undefined ? {} : { data: module }) };
  });
}

/**
 * For each route, its screen's chunk and every chunk that one imports statically, except what the
 * page loads anyway (`pageFiles`, the manifest's entries, and their static imports). A route whose
 * screen is not a lazily loaded chunk of the manifest is listed without it. First on every route come
 * `startModules` (from the project root without extension): chunks the entry imports for every page
 * (src/ui/app/draw-page, issue 27), which must be lazily loaded chunks of the manifest.
 */
export function routeChunks(routes: readonly RouteScreen[], manifest: Manifest, pageFiles: readonly string[], startModules: readonly string[] = []): RouteChunks {
  const initial = new Set<string>();
  const load = (key: string) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const next of manifest[key]?.imports ?? []) load(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry === true || pageFiles.includes(chunk.file)) load(key);

  const keyOf = (screen: string) =>
    Object.keys(manifest).find((key) => SCRIPT.test(key) && key.replace(SCRIPT, '') === screen && manifest[key]?.isDynamicEntry === true);

  const startKeys = startModules.map((module) => {
    const key = keyOf(module);
    if (key === undefined) throw new Error(`route chunks: ${module} is not a lazily loaded chunk of the build`);
    return key;
  });

  return {
    routes: routes.flatMap((route) => {
      const key = keyOf(route.screen);
      const signIn = route.signIn === true;
      const listed = { path: route.path, signIn, ...(route.shareable === true ? { shareable: true as const } : {}) };
      const keys: string[] = [];
      const visit = (next: string) => {
        if (initial.has(next) || keys.includes(next)) return;
        keys.push(next);
        for (const imported of manifest[next]?.imports ?? []) visit(imported);
      };
      for (const start of startKeys) visit(start);
      if (key !== undefined) visit(key);
      // Its route data, which the router asks for with the screen: else the app's preload helper adds
      // those links itself, in the task that creates the router (issue 27: ~16 ms unthrottled on /cart).
      const dataKey = route.data === undefined ? undefined : keyOf(route.data);
      if (dataKey !== undefined) visit(dataKey);
      const files = keys.flatMap((next) => {
        const file = manifest[next]?.file;
        return file === undefined ? [] : [`/${file}`];
      });
      return [{ ...listed, files }];
    }),
  };
}
