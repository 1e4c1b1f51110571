import { loadServerConfig, type ServerConfig } from './server-config.ts'

let cached: ServerConfig | undefined

/**
 * The validated server configuration, read from `process.env` on first use and kept for the life of
 * the process (app/server/serve.ts validates it once more before listening, so a bad value fails
 * startup). Throws `ConfigError` for invalid variables. Server-only: holds `SANITY_PREVIEW_TOKEN`.
 */
export function serverConfig(): ServerConfig {
  cached ??= loadServerConfig(process.env)
  return cached
}
