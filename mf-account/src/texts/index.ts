import type { ActivityAction, TrashKind } from '@koris/shared/types';

/**
 * Every text the account modal shows, in one place (README "Language").
 * Tab names and messages are the spec's English, verbatim (docs/product.md#pages, #messages). Field labels and
 * buttons follow them in English, so one form never mixes two languages; the content is
 * marked lang="en". The dialog's own title matches the Latvian header button that opens it.
 * Miskaste and Žurnāls are Latvian throughout, like the API's restore messages and the
 * pages' Atsaukt they sit beside; their panels are marked lang="lv".
 */
export const texts = {
  titleLoggedOut: 'Pieslēgties',
  titleLoggedIn: 'Konts',
  tabListLabel: 'Account',

  tabs: {
    login: 'Login',
    register: 'Register',
    userInfo: 'User info',
    registrationTokens: 'Registration tokens',
    editMode: 'Toggle edit mode',
    changePassword: 'Change password',
    applications: 'Applications',
    trash: 'Miskaste',
    activity: 'Žurnāls',
    security: 'Security',
    performance: 'Performance',
  },

  fields: {
    name: 'Name',
    email: 'Email',
    password: 'Password',
    registrationToken: 'Registration token',
    currentPassword: 'Current password',
    newPassword: 'New password',
    roles: 'Roles',
  },

  buttons: {
    login: 'Login',
    register: 'Register',
    logout: 'Logout',
    createToken: 'Create registration token',
    copy: 'Copy to clipboard',
    editModeOn: 'Turn edit mode on',
    editModeOff: 'Turn edit mode off',
    changePassword: 'Change password',
  },

  messages: {
    loggedIn: 'Logged in',
    secondFactorRequired: 'Set up a second factor to continue.',
    registered: 'Registered',
    loggedOut: 'Logged out',
    tokenCreated: (token: string) => `Registration token created: ${token}`,
    passwordChanged: 'Password changed!',
    editModeOn: 'Edit mode turned on',
    editModeOff: 'Edit mode turned off',
  },

  userInfo: {
    noRoles: 'No roles',
  },

  /** The second step of a sign-in, and signing in with a passkey alone. */
  signIn: {
    withPasskey: 'Sign in with a passkey',
    secondStepHeading: 'Second step',
    secondStepIntro: 'Enter the one-time code from your authenticator app, or use another way.',
    oneTimeCode: 'One-time code',
    verify: 'Verify',
    usePasskey: 'Use a passkey',
    useRecoveryCode: 'Use a recovery code',
    useOneTimeCode: 'Use a one-time code',
    recoveryCode: 'Recovery code',
    startAgain: 'Start again',
  },

  /** The Security tab. */
  security: {
    loading: 'Loading…',
    retry: 'Try again',
    passkeys: 'Passkeys',
    passkeysIntro:
      'A passkey signs you in with this device’s screen lock or a security key, without a password.',
    noPasskeys: 'No passkeys yet.',
    added: 'Added',
    lastUsed: 'Last used',
    neverUsed: 'Never used',
    remove: 'Remove',
    removeLabel: (name: string) => `Remove passkey ${name}`,
    passkeyName: 'Passkey name',
    addPasskey: 'Add a passkey',
    passkeyAdded: (name: string) => `Passkey ${name} added`,
    passkeyRemoved: (name: string) => `Passkey ${name} removed`,
    passkeyNotCreated: 'No passkey was created. Try again, or use another device.',
    passkeyNotUsed: 'The passkey was not used. Try again, or use another way.',

    app: 'Authenticator app',
    appOn: 'The authenticator app is on.',
    appOff: 'The authenticator app is off.',
    setUpApp: 'Set up an authenticator app',
    appSteps:
      'Scan the QR code with the app, or type the secret into it, then enter the code it shows.',
    qrLabel: 'QR code for the authenticator app',
    secret: 'Secret',
    codeFromApp: 'Code from the app',
    turnOn: 'Turn on',
    turnOff: 'Turn off',
    currentCode: 'Current code from the app',
    appTurnedOn: 'Authenticator app turned on',
    appTurnedOff: 'Authenticator app turned off',

    recovery: 'Recovery codes',
    recoveryIntro:
      'Each recovery code signs you in once when you cannot use your passkey or app. Keep them somewhere safe.',
    codesLeft: (n: number) => `${n} ${n === 1 ? 'code' : 'codes'} left`,
    createCodes: 'Create new codes',
    newCodes: 'New recovery codes',
    newCodesNote: 'They are shown only now. Earlier codes no longer work.',
    codesCopied: 'Copied to clipboard',
    codesCopyFailed: 'Could not copy automatically: select the codes and press Ctrl+C.',

    sessions: 'Sessions',
    sessionsIntro: 'Where your account is signed in.',
    thisBrowser: 'This browser',
    address: 'Address',
    started: 'Started',
    lastActive: 'Last active',
    end: 'End',
    endLabel: (what: string) => `End session ${what}`,
    endOthers: 'End all other sessions',
    sessionEnded: 'Session ended',
    othersEnded: (n: number) => (n === 1 ? '1 other session ended' : `${n} other sessions ended`),

    changes: 'Recent changes',
    noChanges: 'No changes yet.',
    actions: {
      'passkey-added': 'Passkey added',
      'passkey-removed': 'Passkey removed',
      'totp-enabled': 'Authenticator app turned on',
      'totp-disabled': 'Authenticator app turned off',
      'recovery-codes-created': 'New recovery codes created',
    } as Record<string, string>,
  },

  /** Asked again before a sensitive act. */
  confirm: {
    title: 'Confirm it is you',
    intro: 'For this step, confirm it is you again.',
    password: 'Password',
    confirm: 'Confirm',
    usePasskey: 'Use a passkey',
    codeFromApp: 'Code from the app',
    confirmCode: 'Confirm with the code',
    cancel: 'Cancel',
  },

  tokens: {
    intro: 'A registration token lets one new person register, with the roles switched on below.',
    rolesLegend: 'Roles of the new user',
    roleHints: {
      'update-data': 'edit mode: page texts, footer and all content',
      'update-users': 'issue registration tokens',
      'see-applications': 'see and export admission applications',
    },
    resultLabel: 'New registration token',
    resultRoles: (roles: string) => `Roles: ${roles}`,
    noRoles: 'none',
    copied: 'Copied to clipboard',
    copyFailed: 'Could not copy automatically: the token is selected, press Ctrl+C to copy it.',
  },

  editMode: {
    intro: 'In edit mode the add, edit and delete controls show on every page of the site.',
    stateOn: 'Edit mode is on.',
    stateOff: 'Edit mode is off.',
  },

  applications: {
    intro: 'Admission applications (Pieteikumi) are listed on their own page, with the export.',
    link: 'Open the applications list',
  },

  /** What the staff's history lists call each kind of item. */
  kinds: {
    event: 'Pasākums',
    gallery: 'Galerija',
    gallery_image: 'Attēls galerijā',
    conductor: 'Diriģents',
    achievement: 'Sasniegums',
    application: 'Pieteikums',
    setting: 'Teksts',
    'registration-token': 'Žetons',
  } satisfies Record<TrashKind | 'setting' | 'registration-token', string>,

  lists: {
    retry: 'Mēģināt vēlreiz',
  },

  trash: {
    intro:
      'Dzēstie ieraksti, jaunākie augšā. Atjaunots ieraksts atgriežas savā vietā ar attēliem un saitēm.',
    listLabel: 'Dzēstie ieraksti',
    deletedBy: (name: string) => `Izdzēsa ${name}, `,
    restore: 'Atjaunot',
    restoreLabel: (title: string) => `Atjaunot: ${title}`,
    empty: 'Miskaste ir tukša.',
  },

  activity: {
    intro: 'Ko un kad darījuši darbinieki, jaunākais augšā.',
    listLabel: 'Žurnāla ieraksti',
    actions: {
      created: 'izveidoja',
      updated: 'laboja',
      deleted: 'izdzēsa',
      restored: 'atjaunoja no miskastes',
      reverted: 'atjaunoja agrāku versiju',
      'logged-in': 'pieteicās',
      registered: 'reģistrējās',
      'issued-token': 'izsniedza reģistrācijas žetonu',
      'changed-password': 'nomainīja paroli',
      'login-throttled': 'aizturēti pieteikšanās mēģinājumi',
      'ended-session': 'beidza sesiju',
      confirmed: 'apstiprināja savu identitāti',
      'confirm-failed': 'neapstiprināja savu identitāti',
      'passkey-added': 'pievienoja piekļuves atslēgu',
      'passkey-removed': 'noņēma piekļuves atslēgu',
      'totp-enabled': 'ieslēdza autentifikācijas lietotni',
      'totp-disabled': 'izslēdza autentifikācijas lietotni',
      'recovery-codes-created': 'izveidoja jaunus rezerves kodus',
      'second-step-failed': 'neizturēja pieteikšanās otro soli',
      'canary-ended': 'pats beidza kanārija laidienu',
    } satisfies Record<ActivityAction, string>,
    /** A row that counts refused sign-ins; `name` '' when no account has the e-mail tried. */
    throttled: (name: string, count: string) =>
      name
        ? `Aizturēti pieteikšanās mēģinājumi kontā «${name}»: ${count}`
        : `Aizturēti pieteikšanās mēģinājumi nezināmos kontos: ${count}`,
    item: (kind: string, title: string) => `${kind} «${title}»`,
    tokenWithoutRoles: 'Žetons bez lomām',
    /** A remote's canary the site's server took back: the release and why (error rates). */
    canaryEnded: (remote: string, title: string) =>
      `Vietnes serveris pats beidza ${remote} kanārija laidienu ${title}`,
    empty: 'Žurnālā vēl nav ierakstu.',
  },

  performance: {
    intro:
      "What visitors' browsers measured: per page the 75th percentile of each Core Web Vital, rated by Google's thresholds.",
    windowLegend: 'Period',
    windows: { '24h': 'Last 24 hours', '7d': 'Last 7 days' },
    pagesCaption: 'Pages',
    releasesCaption: 'Client errors by release',
    columns: {
      page: 'Page',
      views: 'Views',
      lcp: 'LCP (p75)',
      inp: 'INP (p75)',
      cls: 'CLS (p75)',
      chart: 'LCP by hour',
      remote: 'Remote',
      newest: 'Newest release',
      previous: 'Release before',
      errors: 'Errors',
    },
    ratings: { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' },
    noData: 'No data',
    noPrevious: 'None',
    errorsInViews: (errors: number, views: number) =>
      `${errors} ${errors === 1 ? 'error' : 'errors'} in ${views} ${views === 1 ? 'view' : 'views'}`,
    chartTitle: (route: string) => `LCP (p75) by hour on ${route}`,
    chartDescription: (fastest: string, slowest: string, missing: number, hours: number) =>
      `Between ${fastest} and ${slowest} over ${hours} hours; ${missing} of them without a report.`,
    chartEmpty: 'No LCP reported in this period.',
    empty: 'No measurements in this period.',
  },
} as const;

/** The Latvian name of an item's kind; undefined for a kind this modal does not know yet. */
export function kindLabel(kind: string | null): string | undefined {
  if (kind === null || !Object.hasOwn(texts.kinds, kind)) return undefined;
  return texts.kinds[kind as keyof typeof texts.kinds];
}
