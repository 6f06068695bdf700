import type { Plugin } from 'vite';

/**
 * The UI kit's configuration module imports its Chinese texts as the built-in default, so every page
 * would download them whatever its language. The site sets the interface language's pack before the
 * first render (src/lib/ui-locale.ts), so the built-in default only matters as a fallback: English,
 * which an English page needs anyway. Chinese pages load the Chinese pack on demand like the others.
 */
export function kitDefaultLocale(): Plugin {
  return {
    name: 'hall:kit-default-locale',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (
        source !== '../../locales/zh-CN' ||
        !importer ||
        !/antd-mobile[\\/]es[\\/]components[\\/]config-provider[\\/]/.test(importer)
      )
        return null;
      return this.resolve('antd-mobile/es/locales/en-US', importer, { skipSelf: true });
    },
  };
}
