import ExcelJS from 'exceljs';
import type { ApplicationJson } from '../../../plugins/app/repositories/applications';

const RIGA = new Intl.DateTimeFormat('lv-LV', {
  timeZone: 'Europe/Riga',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd.mm.yyyy in Riga time (docs/product.md#constants). */
export function latvianDate(iso: string): string {
  const parts = Object.fromEntries(RIGA.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}.${parts.month}.${parts.year}`;
}

const yesNo = (value: boolean) => (value ? 'Jā' : 'Nē');

/**
 * Every text an applicant typed goes into a text cell, exactly as typed. In an .xlsx a text cell
 * is a string, never a formula, whatever it starts with (`=HYPERLINK(…)`, `+371…`); its number
 * format `@` (Text) keeps it text when someone edits the cell in Excel, so no apostrophe is
 * needed (it would show in the cell).
 */
const TEXT_FORMAT = '@';
const TEXT_COLUMNS = [1, 3, 4, 5, 9, 10];

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
    const added = sheet.addRow([
      latvianDate(row.created_at),
      row.name,
      row.age,
      row.email,
      row.phone,
      row.experience ?? '',
      yesNo(row.is_lu_student),
      yesNo(row.can_come_1),
      yesNo(row.can_come_2),
      row.find_out,
      row.free ?? '',
    ]);
    for (const column of TEXT_COLUMNS) added.getCell(column + 1).numFmt = TEXT_FORMAT;
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
