import { paths } from '@koris/shared/config';

export type ColumnId = 'darbs' | 'draudziba' | 'dailums';

export interface HomeColumn {
  id: ColumnId;
  heading: string;
  links: { to: string; label: string }[];
}

/**
 * The three values of the home page and their links (docs/product.md#pages). VIDEO/AUDIO goes to /videos on
 * every screen size: the original's narrow-screen /video was a bug (docs/architecture.md#routes).
 */
export const HOME_COLUMNS: readonly HomeColumn[] = [
  {
    id: 'darbs',
    heading: 'Darbs',
    links: [
      { to: paths.events, label: 'NOTIKUMI' },
      { to: paths.aboutUs, label: 'PAR MUMS' },
      { to: paths.getInvolved, label: 'IESAISTIES' },
    ],
  },
  {
    id: 'draudziba',
    heading: 'Draudzība',
    links: [
      { to: paths.history, label: 'VĒSTURE' },
      { to: paths.archive, label: 'ARHĪVS' },
    ],
  },
  {
    id: 'dailums',
    heading: 'Daiļums',
    links: [
      { to: paths.videos, label: 'VIDEO/AUDIO' },
      { to: paths.photo, label: 'FOTO' },
    ],
  },
];
