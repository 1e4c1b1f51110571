/** Names shared by the plugin page modules. */
/** Sample and Hex FX. */
export type Plugin = 'sample' | 'hex-fx'
/** Product titles. */
export const NAME: Record<Plugin, string> = { sample: 'Sample', 'hex-fx': 'Hex FX' }
/** og:image names. */
export const OG: Record<Plugin, string> = { sample: 'og-sample', 'hex-fx': 'og-hex-fx' }
/** Plugin formats, as shown. */
export const formats = 'VST3, AU and AAX on macOS; VST3 and AAX on Windows.'
