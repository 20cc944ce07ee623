/** Words of the applications list (docs/product.md#pages "Applications list", §9). */
export const applicationsTexts = {
  heading: 'Pieteikumi',
  export: 'Eksportēt pieteikumus',
  exporting: 'Sagatavo failu…',
  confirmIntro: 'Pirms eksporta apstipriniet, ka tas esat jūs: ievadiet savu paroli.',
  password: 'Parole',
  confirmAndExport: 'Apstiprināt un eksportēt',
  cancel: 'Atcelt',
  count: (n: number) => `Pieteikumu skaits: ${n}`,
  empty: 'Pagaidām nav neviena pieteikuma.',
  staffOnly: 'Pieteikumu saraksts ir pieejams tikai kora vadībai.',
  staffOnlyHint:
    'Ja tev ir tiesības skatīt pieteikumus, pieslēdzies ar savu kontu, izmantojot pogu lapas augšā.',
  loadFailed: 'Neizdevās ielādēt pieteikumus.',
  created: 'Iesniegts',
  yes: 'Jā',
  no: 'Nē',
  none: '—',
  deleted: 'Pieteikums dzēsts',
} as const;

type Row = { label: string } & (
  | { kind: 'text'; field: 'name' | 'experience' | 'find_out' | 'free' }
  | { kind: 'number'; field: 'age' }
  | { kind: 'email'; field: 'email' }
  | { kind: 'phone'; field: 'phone' }
  | { kind: 'flag'; field: 'is_lu_student' | 'can_come_1' | 'can_come_2' }
);

/** One table row per field of the application (docs/product.md#entities), labelled as in the export. */
export const applicationRows: Row[] = [
  { label: 'Vārds, uzvārds', kind: 'text', field: 'name' },
  { label: 'Vecums', kind: 'number', field: 'age' },
  { label: 'E-pasts', kind: 'email', field: 'email' },
  { label: 'Telefons', kind: 'phone', field: 'phone' },
  { label: 'Dziedāšanas pieredze', kind: 'text', field: 'experience' },
  { label: 'LU students', kind: 'flag', field: 'is_lu_student' },
  { label: 'Var ierasties 9. septembrī', kind: 'flag', field: 'can_come_1' },
  { label: 'Var ierasties 11. septembrī', kind: 'flag', field: 'can_come_2' },
  { label: 'Kā uzzināja par kori', kind: 'text', field: 'find_out' },
  { label: 'Komentāri', kind: 'text', field: 'free' },
];
