import ExcelJS from 'exceljs';
import type { ApplicationJson } from '../../../plugins/app/repositories/applications';

const RIGA = new Intl.DateTimeFormat('lv-LV', {
  timeZone: 'Europe/Riga',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd.mm.yyyy in Riga time (SPEC §9). */
export function latvianDate(iso: string): string {
  const parts = Object.fromEntries(RIGA.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}.${parts.month}.${parts.year}`;
}

const yesNo = (value: boolean) => (value ? 'Jā' : 'Nē');

/**
 * Spreadsheet cells starting with = + - @ (or tab/CR) are formulas to Excel: applicant text is
 * prefixed with an apostrophe so a hostile "=HYPERLINK(…)" stays text (CSV/formula injection).
 */
export function safeCell(value: string | null): string {
  if (value === null) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export const EXPORT_COLUMNS = [
  'Iesniegts',
  'Vārds, uzvārds',
  'Vecums',
  'E-pasts',
  'Telefons',
  'Dziedāšanas pieredze',
  'LU students',
  'Var ierasties 9. septembrī',
  'Var ierasties 11. septembrī',
  'Kā uzzināja par kori',
  'Komentāri',
];

export async function applicationsWorkbook(rows: ApplicationJson[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Koris API';
  const sheet = workbook.addWorksheet('Pieteikumi');
  sheet.columns = EXPORT_COLUMNS.map((header, i) => ({
    header,
    key: String(i),
    width: [12, 28, 8, 30, 16, 40, 12, 14, 14, 30, 40][i],
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([
      latvianDate(row.created_at),
      safeCell(row.name),
      row.age,
      safeCell(row.email),
      safeCell(row.phone),
      safeCell(row.experience),
      yesNo(row.is_lu_student),
      yesNo(row.can_come_1),
      yesNo(row.can_come_2),
      safeCell(row.find_out),
      safeCell(row.free),
    ]);
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
