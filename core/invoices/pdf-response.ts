/**
 * How an invoice PDF is answered, by the page's resource route and the API alike: a download named after its
 * reference, never kept by a shared cache or the browser (it holds a name, an address and amounts).
 */
export const invoicePdfResponse = (pdf: { reference: string; body: Uint8Array }): Response =>
  new Response(new Uint8Array(pdf.body), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdf.reference}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
