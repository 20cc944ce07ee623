/**
 * The application form's fields (docs/product.md#pages "Application form", §3, §5): labels as the choir
 * publishes them, the native input each needs on a phone, and which are required.
 */
export const formTexts = {
  heading: 'Pieteikšanās anketa',
  requiredNote: 'Ar * atzīmētie lauki ir obligāti.',
  /** The edit modal's title for the privacy notice (`admission_privacy`). */
  privacyLabel: 'Privātuma paziņojums',
  auditionsLegend: 'Noklausīšanās',
  auditionsHint: 'Atzīmē dienas, kurās vari ierasties.',
  submit: 'Iesniegt anketu',
  sending: 'Anketa tiek sūtīta…',
  /** docs/product.md#messages, verbatim. */
  sent: 'Anketa iesniegta!',
  thanks: 'Paldies! Tava anketa ir saņemta — drīzumā ar tevi sazināsimies par noklausīšanos.',
} as const;

export interface ApplicationDraft {
  name: string;
  age: string;
  email: string;
  phone: string;
  experience: string;
  is_lu_student: boolean;
  can_come_1: boolean;
  can_come_2: boolean;
  find_out: string;
  free: string;
}

export const emptyDraft: ApplicationDraft = {
  name: '',
  age: '',
  email: '',
  phone: '',
  experience: '',
  is_lu_student: false,
  can_come_1: false,
  can_come_2: false,
  find_out: '',
  free: '',
};

export type TextFieldName = 'name' | 'age' | 'email' | 'phone' | 'experience' | 'find_out' | 'free';
export type FlagName = 'is_lu_student' | 'can_come_1' | 'can_come_2';

export interface TextFieldSpec {
  name: TextFieldName;
  label: string;
  required: boolean;
  /** 'textarea' for the free-text answers. */
  kind: 'input' | 'textarea';
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  autoComplete?: string;
  hint?: string;
}

/** In the order a person fills them in. */
export const personFields: TextFieldSpec[] = [
  { name: 'name', label: 'Vārds, uzvārds', required: true, kind: 'input', autoComplete: 'name' },
  // Numeric keyboard without type="number": a number input silently empties what is not a
  // number (and spins on scroll), so the server's clear message would speak of an empty field.
  {
    name: 'age',
    label: 'Vecums',
    required: true,
    kind: 'input',
    inputMode: 'numeric',
    autoComplete: 'off',
  },
  {
    name: 'email',
    label: 'E-pasts',
    required: true,
    kind: 'input',
    type: 'email',
    autoComplete: 'email',
  },
  {
    name: 'phone',
    label: 'Telefons',
    required: true,
    kind: 'input',
    type: 'tel',
    autoComplete: 'tel',
  },
  {
    name: 'experience',
    label: 'Dziedāšanas pieredze',
    required: false,
    kind: 'textarea',
    hint: 'Kur un cik ilgi esi dziedājis(-usi) — korī, ansamblī, mūzikas skolā? Ja pieredzes nav, nekas: iemācīsimies kopā.',
  },
];

export const studentFlag = {
  name: 'is_lu_student',
  label: 'Studēju Latvijas Universitātē',
} as const;

export const auditionFlags = [
  { name: 'can_come_1', label: 'Varu ierasties 9. septembrī' },
  { name: 'can_come_2', label: 'Varu ierasties 11. septembrī' },
] as const satisfies readonly { name: FlagName; label: string }[];

export const closingFields: TextFieldSpec[] = [
  { name: 'find_out', label: 'Kā uzzināji par kori?', required: true, kind: 'input' },
  {
    name: 'free',
    label: 'Komentāri',
    required: false,
    kind: 'textarea',
    hint: 'Jautājumi vai kas cits, ko vēlies mums pastāstīt.',
  },
];
