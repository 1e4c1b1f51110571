import { rm } from 'node:fs/promises'

/** Removes the temporary copy of the seed datasets that playwright.config.ts made for the web server. */
export default async function globalTeardown(): Promise<void> {
  const copy = process.env.E2E_DATASETS_COPY
  if (copy) await rm(copy, { recursive: true, force: true })
}
