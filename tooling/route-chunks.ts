// Which chunks each route's screen needs, so the server can name them in the page it sends
// (<link rel="modulepreload">) and the browser fetches them beside the app's own script instead of
// after it has run (issue 10: one round trip less before the first screen on a slow line).
// Two build facts joined: the route table (src/application/frame/route-table.ts) names each route's
// screen module, and Vite's build manifest (build.manifest) names the chunk of every module and
// what each chunk imports.

/** A route and its screen module, from the project root without extension (as the route table has them). */
export interface RouteScreen {
  path: string;
  screen: string;
  /** Behind the login page for a guest: the server marks such pages noindex. */
  signIn?: boolean;
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
  routes: { path: string; signIn: boolean; files: string[] }[];
}

const SCRIPT = /\.[cm]?[jt]sx?$/;

/** The scripts index.html loads ('assets/app-1.js'): with the '$initial' chunk group the manifest marks no entry. */
export const pageScripts = (indexHtml: string): string[] =>
  [...indexHtml.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].flatMap((match) =>
    match[1] === undefined ? [] : [match[1]],
  );

/**
 * For each route, its screen's chunk and every chunk that one imports statically, except what the
 * page loads anyway (`pageFiles`, the manifest's entries, and their static imports). A route whose
 * screen is not a lazily loaded chunk of the manifest is listed with no files.
 */
export function routeChunks(routes: readonly RouteScreen[], manifest: Manifest, pageFiles: readonly string[]): RouteChunks {
  const initial = new Set<string>();
  const load = (key: string) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const next of manifest[key]?.imports ?? []) load(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry === true || pageFiles.includes(chunk.file)) load(key);

  const keyOf = (screen: string) =>
    Object.keys(manifest).find((key) => SCRIPT.test(key) && key.replace(SCRIPT, '') === screen && manifest[key]?.isDynamicEntry === true);

  return {
    routes: routes.flatMap((route) => {
      const key = keyOf(route.screen);
      const signIn = route.signIn === true;
      if (key === undefined) return [{ path: route.path, signIn, files: [] }];
      const keys: string[] = [];
      const visit = (next: string) => {
        if (initial.has(next) || keys.includes(next)) return;
        keys.push(next);
        for (const imported of manifest[next]?.imports ?? []) visit(imported);
      };
      visit(key);
      const files = keys.flatMap((next) => {
        const file = manifest[next]?.file;
        return file === undefined ? [] : [`/${file}`];
      });
      return [{ path: route.path, signIn, files }];
    }),
  };
}
