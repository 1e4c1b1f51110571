/**
 * Build of the publishable `@music/sdk` (`npm run build -w sdk`): one ESM file and one bundled
 * declaration file per subpath of the exports map, `dist/<name>.js` + `dist/<name>.d.ts`. Shared code
 * (transport, auth) lands in hashed chunks, so importing one service never loads another's code.
 * Every dependency and peer dependency stays external (the consumer's bundler resolves it once).
 */
import { defineConfig } from 'tsdown'
import { services } from './src/transport/services.ts'

/**
 * Build entry name → source entry; `package.json` `exports` lists the same names as subpaths
 * (`./<name>`), except `index`, the root entry `.` (`@music/sdk`).
 */
export const entries: Record<string, string> = {
  index: 'src/index.ts',
  auth: 'src/auth/index.ts',
  content: 'src/content/index.ts',
  mocks: 'src/mocks/index.ts',
  ...Object.fromEntries(services.map((service) => [service, `src/${service}/index.ts`])),
}

export default defineConfig({
  entry: entries,
  format: 'esm',
  platform: 'neutral',
  target: 'es2023',
  outDir: 'dist',
  clean: true,
  // `.js` / `.d.ts` (the package is `"type": "module"`), as the exports map names them.
  fixedExtension: false,
  tsconfig: 'tsconfig.build.json',
  dts: true,
  sourcemap: false,
  // dependencies and peerDependencies stay external (tsdown's default); nothing from node_modules
  // may be bundled into dist.
  deps: { onlyBundle: [] },
})
