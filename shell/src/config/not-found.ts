/** The 404 page's texts, shared by the page and the shell's server (its title, status). */
export const notFoundText = {
  heading: 'Lapa nav atrasta',
  body: 'Šāda lapa mūsu mājaslapā nav. Iespējams, saite ir novecojusi.',
  home: 'Uz sākumlapu',
} as const;
