import type { FastifyReply } from 'fastify';

/** A PDF answer, shown in the browser's viewer (never cached: app.ts marks every API answer no-store). */
export function sendPdf(reply: FastifyReply, pdf: Buffer, name: string) {
  const safe = name.replace(/[^\w.-]+/g, '_').slice(0, 80) || 'precheck';
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${safe}.pdf"`)
    .send(pdf);
}
