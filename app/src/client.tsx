/**
 * The browser entry (TanStack Start's default entry, plus the root's `onCaughtError` and
 * `onRecoverableError`): hydrates the document. Errors that error boundaries catch are logged once, by
 * `logCaughtError`, which leaves out an ended session (decision 033); a section the server could not
 * render is only noted (`logRecoverableError`, decision 034).
 */
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { logCaughtError, logRecoverableError } from './errors/caught-errors.ts'

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
    { onCaughtError: logCaughtError, onRecoverableError: logRecoverableError },
  )
})
