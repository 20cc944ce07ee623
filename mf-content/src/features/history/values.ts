/**
 * The three values panels of /history (docs/product.md#pages: a fixed description each). Written by the
 * choir; edit the texts here.
 */
export interface ValuePanel {
  id: 'darbs' | 'draudziba' | 'dailums';
  title: string;
  text: string;
}

export const VALUES: readonly ValuePanel[] = [
  {
    id: 'darbs',
    title: 'Darbs',
    text:
      'Divi vakari nedēļā, balss pedagogs un partitūra, kas jāapgūst līdz nākamajam mēģinājumam.\n' +
      'Kopš 1925. gada katrs koncerts ir sācies ar neatlaidīgu darbu – no pirmās noskaņošanās līdz pēdējai notij.',
  },
  {
    id: 'draudziba',
    title: 'Draudzība',
    text:
      'Korī satiekas studenti no visām fakultātēm, un daudzi šeit atrod draugus visam mūžam.\n' +
      'Nometnes, turnejas un dziesmas pie ugunskura vieno paaudzes – absolventi joprojām nāk dziedāt kopā ar mums.',
  },
  {
    id: 'dailums',
    title: 'Daiļums',
    text:
      'Mēs meklējam skaistāko skaņu – latviešu kora klasikā, tautasdziesmu apdarēs un jaunu komponistu darbos.\n' +
      'Daiļums ir tas brīdis, kad simts balsis skan kā viena.',
  },
];
