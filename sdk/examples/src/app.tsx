import { queryClientDefaults } from '@music/sdk'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Greeting } from './greeting'

// Retries live in the sdk's transport: mutations never retry, queries only when no reply arrived.
const queryClient = new QueryClient({ defaultOptions: queryClientDefaults() })

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Greeting />
    </QueryClientProvider>
  )
}
