/** The standard font modules of pdfkit's browser build (`pdfkit/standard-fonts/*`), untyped upstream. */
declare module 'pdfkit/standard-fonts/*' {
  const font: unknown
  export default font
}
