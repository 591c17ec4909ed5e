import { runnerImport, type Plugin } from 'vite';
import type { Catalogue } from '@portal/contracts';
import { FIRST_SCREEN_SECTIONS } from './src/lib/i18n/first-screen-sections.js';

const PREFIX = 'virtual:catalogue/';

/**
 * `virtual:catalogue/<lang>-first` and `…-rest`: a language's message catalogue cut in two at build time, the
 * first-screen sections and all the others, so the first load carries only the texts its screens show.
 */
export function catalogueParts(catalogueDir: string): Plugin {
  const catalogues = new Map<string, Promise<{ module: Record<string, Catalogue>; dependencies: string[] }>>();
  const load = (lang: string) => {
    if (!catalogues.has(lang))
      catalogues.set(lang, runnerImport(`${catalogueDir}/${lang}.ts`, { configFile: false, logLevel: 'error' }));
    return catalogues.get(lang)!;
  };
  return {
    name: 'catalogue-parts',
    // A catalogue file changed while serving: read it again on the next load.
    watchChange: () => catalogues.clear(),
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [lang, part] = id.slice(PREFIX.length + 1).split('-');
      const { module, dependencies } = await load(lang);
      dependencies.forEach((file) => this.addWatchFile(file));
      const first = part === 'first';
      const sections = Object.entries(module[lang]).filter(
        ([section]) => FIRST_SCREEN_SECTIONS.includes(section) === first,
      );
      return `export default ${JSON.stringify(Object.fromEntries(sections))};`;
    },
  };
}
