/**
 * The smallest valid one-page PDF (PDF 1.4, built-in Helvetica and Helvetica-Bold, ASCII only): a
 * bold title and lines of text. Used by the demo data's history reports (src/demo-data/documents.ts)
 * and the car brochure (GET /api/cars/{slug}/pdf). Deterministic: the same text gives the same bytes.
 */

/** PDF strings are Latin-1 with \, ( and ) escaped; we keep to ASCII so bytes equal characters. */
function pdfText(text: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
  return ascii.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A one-page PDF with a title and lines of text (at most about 45 lines of 85 characters fit). */
export function textPdf(title: string, lines: readonly string[]): string {
  const stream = [
    'BT',
    '/F2 18 Tf',
    '56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf',
    '0 -30 Td',
    '16 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

