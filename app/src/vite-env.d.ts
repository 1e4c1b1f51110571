/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Id of the running build (`builds/latest.json`); `'dev'` under `vite dev` (app/build/build-manifest-plugin.ts). */
  readonly BUILD_ID: string
}

/** TanStack Start's table of the build's server functions (a virtual module of its Vite plugin). */
declare module '#tanstack-start-server-fn-resolver' {
  /** The server function of `id`; throws when the build has none of that id. */
  export function getServerFnById(id: string, access: { origin: 'client' | 'server' }): Promise<unknown>
}
