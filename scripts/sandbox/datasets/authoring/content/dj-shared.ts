/** Names shared by the DJ Pro and DJ Lite page modules. */
/** The DJ products. */
export type Dj = 'dj-pro' | 'dj-lite'
/** Product titles. */
export const NAME: Record<Dj, string> = { 'dj-pro': 'DJ Pro', 'dj-lite': 'DJ Lite' }
/** Site paths of the products. */
export const BASE: Record<Dj, string> = { 'dj-pro': '/dj/pro', 'dj-lite': '/dj/lite' }
