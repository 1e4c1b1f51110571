import { getInvoice } from '@music/sdk/commerce'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { saveAs } from '../../../../../screens/save-as.ts'

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
      await saveAs(pdf, `invoice-${invoiceId}.pdf`)
    },
    invalidates: [],
  })
}
