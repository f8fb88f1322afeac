/** Every string the auth screens show besides the server's messages and the spec's error catalogue. */

export const FIELD_LABELS = {
  name: 'Full name',
  email: 'E-mail address',
  password: 'Password',
  password_confirmation: 'Confirm password',
  newPassword: 'New password',
  remember: 'Keep me signed in on this device',
} as const;

export const LOGIN_TEXT = {
  heading: 'Sign in to DealLedger',
  intro: 'Use the e-mail address and password of your DealLedger account.',
  submit: 'Sign in',
  submitting: 'Signing in…',
  forgot: 'Forgot your password?',
  noAccount: 'New to DealLedger?',
  register: 'Create an account',
  onboard: 'Onboard your organisation',
} as const;

export const REGISTER_TEXT = {
  heading: 'Create your account',
  intro: 'An account lets you join your organisation on DealLedger. We send you a link to confirm your e-mail address.',
  submit: 'Create account',
  submitting: 'Creating your account…',
  haveAccount: 'Already have an account?',
  login: 'Sign in',
} as const;

export const FORGOT_TEXT = {
  heading: 'Reset your password',
  intro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  submit: 'Send reset link',
  submitting: 'Sending…',
  back: 'Back to sign in',
} as const;

export const RESET_TEXT = {
  heading: 'Choose a new password',
  intro: 'Pick a password you do not use anywhere else.',
  submit: 'Reset password',
  submitting: 'Resetting…',
  missingLink: 'This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.',
  askAgain: 'Ask for a new link',
  login: 'Sign in with your new password',
} as const;

export const VERIFY_TEXT = {
  heading: 'Verify your e-mail address',
  intro: (email: string) => `We sent a verification link to ${email}. Open it to finish setting up your account.`,
  introUnknown: 'We sent you a verification link. Open it to finish setting up your account.',
  notReceived: 'No e-mail? Check your spam folder, or send the link again.',
  resend: 'Send the link again',
  resending: 'Sending…',
  logout: 'Sign out',
  verified: (email: string) => `Your e-mail address ${email} is verified.`,
  toDashboard: 'Go to the dashboard',
} as const;

export const PASSWORD_TEXT = {
  strength: 'Password strength',
  rules: (min: number, max: number) =>
    `${min} to ${max} characters. Mixing lower case, upper case and digits makes it stronger.`,
  show: 'Show password',
  hide: 'Hide password',
} as const;

export const FORM_TEXT = {
  optional: '(optional)',
} as const;

export const ONBOARD_TEXT = {
  heading: 'Onboard your organisation',
  intro:
    'Banks and investors join DealLedger through a registration request. Our team checks the documents and, once approved, the contact person becomes the organisation’s manager.',
  organisation: 'Organisation',
  contact: 'Contact person',
  documents: 'Documents',
  documentsIntro: (max: number, size: string) =>
    `Up to ${max} files: your licence or registration certificate and proof of authority. PDF, PNG or JPEG, smaller than ${size} each.`,
  entityType: 'Type of organisation',
  entityTypes: { bank: 'Bank', investor: 'Investor' },
  chooseFiles: 'Choose files',
  noFiles: 'No files chosen yet.',
  remove: (name: string) => `Remove ${name}`,
  chooseCountry: 'Choose a country',
  chooseInvestorType: 'Choose a type',
  submit: 'Send registration request',
  submitting: 'Sending…',
  done: 'Back to the homepage',
  login: 'Already on DealLedger? Sign in',
} as const;

export const ONBOARD_LABELS = {
  name: 'Organisation name',
  legal_name: 'Legal name',
  registration_number: 'Registration number',
  country: 'Country',
  address: 'Registered address',
  contact_email: 'Organisation e-mail',
  phone: 'Organisation phone',
  website: 'Website',
  banking_licence_number: 'Banking licence number',
  bic: 'BIC',
  investor_type: 'Investor type',
  contact_person_name: 'Name',
  contact_person_email: 'E-mail address',
  contact_person_phone: 'Phone',
} as const;
