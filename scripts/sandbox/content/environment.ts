/**
 * Where the local content service's data lives and which project it stands in for, read from the
 * environment the same way by `npm start` and the dataset tools (`content:import`, `content:export`):
 * - `CONTENT_DATASETS_DIR`: the datasets directory (`<dataset>.ndjson`, `images/`, `files/`); default
 *   the working copy `.sandbox/datasets` of the seed `scripts/sandbox/datasets`, made on first use
 *   (working-copy.ts; decision 030), so writes never change the committed seed;
 * - `SANITY_PROJECT_ID` (default `musicweb`) and `SANITY_DATASET` (default `production`), which the
 *   site reads too (README "Configuration");
 * - `CONTENT_API_HOST`: where the service is reached (asset documents' `url`), default
 *   `http://localhost:4000`.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { prepareWorkingCopy } from './working-copy.ts'

/** The committed seed datasets directory, `scripts/sandbox/datasets` (read only by the service). */
export const SEED_DATASETS_DIR = fileURLToPath(new URL('../datasets/', import.meta.url))

/** The working copy of the seed the content service serves and writes by default (gitignored). */
export const WORKING_DATASETS_DIR = fileURLToPath(new URL('../../../.sandbox/datasets/', import.meta.url))

/** The datasets directory, absolute. */
export const datasetsDirFromEnv = (): string =>
  resolve(process.env.CONTENT_DATASETS_DIR || WORKING_DATASETS_DIR)

/**
 * The datasets directory, ready to serve: without `CONTENT_DATASETS_DIR`, the working copy is made
 * or brought up to date with the seed first (working-copy.ts). Resolves with the directory and,
 * when the working copy was kept although the seed changed, the notice to print.
 */
export async function prepareDatasetsDir(): Promise<{ dir: string; notice?: string }> {
  const dir = datasetsDirFromEnv()
  if (process.env.CONTENT_DATASETS_DIR) return { dir }
  const state = await prepareWorkingCopy(SEED_DATASETS_DIR, dir)
  return state.kind === 'stale' ? { dir, notice: state.notice } : { dir }
}

/** The project id image and file URLs carry. */
export const projectIdFromEnv = (): string => process.env.SANITY_PROJECT_ID || 'musicweb'

/** The dataset the site reads. */
export const datasetFromEnv = (): string => process.env.SANITY_DATASET || 'production'

/** `path` as the caller meant it: npm runs scripts in the package root, not where it was called. */
export const callerPath = (path: string): string => resolve(process.env.INIT_CWD ?? process.cwd(), path)

/** The content API host. */
export const contentApiHostFromEnv = (): string => process.env.CONTENT_API_HOST || 'http://localhost:4000'
