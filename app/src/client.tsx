/**
 * The browser entry (TanStack Start's default entry, plus the root's `onCaughtError`): hydrates the
 * document. Errors that error boundaries catch are logged once, by `logCaughtError`, which leaves out
 * an ended session (decision 033).
 */
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { logCaughtError } from './errors/caught-errors.ts'

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
    { onCaughtError: logCaughtError },
  )
})
