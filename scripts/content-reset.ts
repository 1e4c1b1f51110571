/**
 * `npm run content:reset` makes the datasets working copy `npm start` serves (`.sandbox/datasets`;
 * decision 030) the committed seed again (`scripts/sandbox/datasets`): every write, upload and import
 * made since is dropped. Safe while `npm start` runs: files are replaced one by one and the content
 * service reloads them as any edit. With `CONTENT_DATASETS_DIR` set it refuses: that directory is not
 * a copy this command made.
 */
import { SEED_DATASETS_DIR, WORKING_DATASETS_DIR } from './sandbox/content/environment.ts'
import { resetWorkingCopy } from './sandbox/content/working-copy.ts'

if (process.env.CONTENT_DATASETS_DIR) {
  console.error(
    `content:reset resets the working copy ${WORKING_DATASETS_DIR} only; CONTENT_DATASETS_DIR (${process.env.CONTENT_DATASETS_DIR}) is yours to manage`,
  )
  process.exit(1)
}
await resetWorkingCopy(SEED_DATASETS_DIR, WORKING_DATASETS_DIR)
console.log(`${WORKING_DATASETS_DIR} is the seed ${SEED_DATASETS_DIR} again`)
