/**
 * Every text the account modal shows, in one place (README "Language").
 * Tab names and messages are the spec's English, verbatim (SPEC §2, §8). Field labels and
 * buttons follow them in English, so one form never mixes two languages; the content is
 * marked lang="en". The dialog's own title matches the Latvian header button that opens it.
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
} as const;
