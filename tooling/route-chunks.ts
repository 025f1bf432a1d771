// Which chunks each route's screen needs, so the server can name them in the page it sends
// (<link rel="modulepreload">) and the browser fetches them beside the app's own script instead of
// after it has run (issue 10: one round trip less before the first screen on a slow line).
// The routes are read from src/ui/app/routes.tsx, where every screen is `...screen(async () =>
// (await import('@/ui/screens/…')).…)` under an `index: true` or a `path: '…'`.

export interface RouteScreen {
  /** The route as React Router writes it, from the root: '/', '/shop', '/product/:id'. */
  path: string;
  /** The screen's module, from the project root, without extension: 'src/ui/screens/shop/shop-screen'. */
  module: string;
}

const SCREEN_CALL = /\.\.\.screen\(/g;
const ROUTE = /(?:index:\s*true|path:\s*'([^']+)')\s*,\s*\.\.\.screen\(\s*async\s*\(\)\s*=>\s*\(await import\('@\/([^']+)'\)\)/g;

/** Every route with its screen; the not-found route ('*') is left out (it matches anything). */
export function parseRouteScreens(routesSource: string): RouteScreen[] {
  const screens: RouteScreen[] = [];
  for (const match of routesSource.matchAll(ROUTE)) {
    const path = match[1];
    if (path === '*') continue;
    screens.push({ path: path === undefined ? '/' : `/${path}`, module: `src/${match[2] ?? ''}` });
  }
  return screens;
}

/** How many screens routes.tsx declares (a check that parseRouteScreens missed none). */
export function countScreenCalls(routesSource: string): number {
  return [...routesSource.matchAll(SCREEN_CALL)].length;
}

/** The JSON the build writes (dist/route-chunks.json) and the server reads. */
export interface RouteChunks {
  routes: { path: string; files: string[] }[];
}

export interface BundledChunk {
  fileName: string;
  facadeModuleId: string | null;
  imports: readonly string[];
}

/**
 * For each route, its screen's chunk and every chunk that one imports statically, except what the
 * page loads anyway (`initial`: index.html's own scripts and their imports).
 */
export function routeChunks(screens: readonly RouteScreen[], chunks: readonly BundledChunk[], root: string, initial: ReadonlySet<string>): RouteChunks {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const routes = screens.flatMap((screen) => {
    const facade = `${root}/${screen.module}`;
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replace(/\.[jt]sx?$/, '') === facade);
    if (chunk === undefined) return [];
    const files: string[] = [];
    const visit = (fileName: string) => {
      if (initial.has(fileName) || files.includes(fileName)) return;
      files.push(fileName);
      for (const next of byFile.get(fileName)?.imports ?? []) visit(next);
    };
    visit(chunk.fileName);
    return [{ path: screen.path, files: files.map((file) => `/${file}`) }];
  });
  return { routes };
}
