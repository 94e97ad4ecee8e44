/**
 * Vehicle history reports as small, valid one-page PDFs (PDF 1.4, built-in Helvetica, ASCII only),
 * so the `file` link on a used car opens a real document.
 */
import type { Car } from '../domain/cars/car.ts';
import { formatDistance } from '../domain/basics/format.ts';

import type { RegionCode } from '../domain/basics/region.ts';
import { textPdf } from '../lib/text-pdf.ts';

/** The history report for a used car; the checks all pass, as a dealer would only attach a clean one. */
export function historyReportPdf(car: Car, region: RegionCode, reportDate: string): string {
  return textPdf('Vehicle history report', [
    `Vehicle: ${car.name}`,
    `VIN: ${car.vin}`,
    `Stock number: ${car.stocknum}`,
    `Odometer: ${formatDistance(car.km, region)}`,
    `Report date: ${reportDate}`,
    '',
    'Written-off register: no record found',
    'Stolen vehicle register: no record found',
    'Finance owing: none recorded',
    'Odometer rollback check: consistent with service history',
    '',
    `Prepared for ${car.dealership_name}. Demo data: not a real report.`,
  ]);
}
