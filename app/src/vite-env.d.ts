/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Id of the running build (`builds/latest.json`); `'dev'` under `vite dev` (app/build/build-manifest-plugin.ts). */
  readonly BUILD_ID: string
}
