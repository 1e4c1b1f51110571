/**
 * Where the local content service's data lives and which project it stands in for, read from the
 * environment the same way by `npm start` and the dataset tools (`content:import`, `content:export`):
 * - `CONTENT_DATASETS_DIR`: the datasets directory (`<dataset>.ndjson`, `images/`, `files/`); default
 *   the seed's, `scripts/sandbox/datasets`;
 * - `SANITY_PROJECT_ID` (default `musicweb`) and `SANITY_DATASET` (default `production`), which the
 *   site reads too (README "Configuration");
 * - `CONTENT_API_HOST`: where the service is reached (asset documents' `url`), default
 *   `http://localhost:4000`.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The datasets directory, absolute. */
export const datasetsDirFromEnv = (): string =>
  resolve(process.env.CONTENT_DATASETS_DIR || fileURLToPath(new URL('../datasets/', import.meta.url)))

/** The project id image and file URLs carry. */
export const projectIdFromEnv = (): string => process.env.SANITY_PROJECT_ID || 'musicweb'

/** The dataset the site reads. */
export const datasetFromEnv = (): string => process.env.SANITY_DATASET || 'production'

/** `path` as the caller meant it: npm runs scripts in the package root, not where it was called. */
export const callerPath = (path: string): string => resolve(process.env.INIT_CWD ?? process.cwd(), path)

/** The content API host. */
export const contentApiHostFromEnv = (): string => process.env.CONTENT_API_HOST || 'http://localhost:4000'
