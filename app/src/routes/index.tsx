import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/')({
  head: () => ({ meta: [{ title: 'Home' }] }),
  component: () => <h1>Home</h1>,
})
