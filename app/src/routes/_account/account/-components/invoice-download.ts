import { getInvoice } from '@music/sdk/commerce'
import { useServiceMutation } from '../../../../screens/mutations.ts'

/**
 * Saves `blob` as a file named `fileName` (a link with `download` to an object URL, clicked), the way
 * a browser saves a download; the object URL is let go once the browser has it.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * An invoice's PDF download (`GET /me/orders/{orderId}/invoices/{invoiceId}`, `Accept:
 * application/pdf`, docs/requirements.md §7 "PDF as blob"): the service's PDF saved as
 * `invoice-<invoice id>.pdf`. A mutation (a file the customer asks for, not data the screen shows):
 * `mutate({ orderId, invoiceId })`, `isPending` while it downloads, `error` when it failed.
 */
export function useInvoiceDownload() {
  return useServiceMutation({
    mutationFn: async ({ orderId, invoiceId }: { orderId: string; invoiceId: string }) => {
      const pdf = (await getInvoice(orderId, invoiceId)) as Blob
      saveBlob(pdf, `invoice-${invoiceId}.pdf`)
    },
    invalidates: [],
  })
}
