import type { ServiceError } from '@music/sdk'

// Opt in: TanStack Query types the `error` of your own queries and mutations as the sdk's ServiceError
// (the generated hooks type theirs already).
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ServiceError
  }
}
