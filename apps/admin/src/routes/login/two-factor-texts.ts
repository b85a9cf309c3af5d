import type { SignInMethod } from '@studio/contracts'

/**
 * The two-factor screens' words (docs/decisions/0028), in the admin's language (English), in the
 * spec's style: short titles, a busy label for each button, an error banner with the service's text.
 */
export const TWO_FACTOR_TEXTS = {
  stepTitle: 'Verify Sign-in',
  stepIntro: 'Your password was right. Finish signing in with your passkey or a code.',
  usePasskey: 'Use passkey',
  usingPasskey: 'Waiting for passkey…',
  codeLabel: 'Code from your authenticator app',
  recoveryLabel: 'Recovery code',
  verify: 'Verify',
  verifying: 'Verifying…',
  useRecovery: 'Use a recovery code instead',
  useCode: 'Use an authenticator code instead',
  backToLogin: 'Back to login',
  stepFailed: 'Verification failed',
  passkeyCancelled: 'The passkey was not used. Please try again.',
  setupTitle: 'Set Up Two-Factor Sign-in',
  setupIntro: 'Your team requires a second factor. Set one up to finish signing in.',
  passkeyName: 'Passkey name',
  currentPassword: 'Your password',
  passkeyNamePlaceholder: 'e.g. MacBook Touch ID',
  addPasskey: 'Add passkey',
  addingPasskey: 'Adding…',
  setUpApp: 'Use an authenticator app',
  appIntro: 'Scan the QR code with your authenticator app, or type the secret, then enter the code it shows.',
  secretLabel: 'Secret',
  confirmCode: 'Confirm',
  confirmingCode: 'Confirming…',
  codesTitle: 'Your recovery codes',
  codesIntro:
    'Each code signs you in once if you lose your passkey and your app. They are shown only now: keep them somewhere safe.',
  copyCodes: 'Copy codes',
  codesSaved: 'I saved these codes',
  or: 'or',
} as const

/** The Account screen's two-factor section. */
export const ACCOUNT_TWO_FACTOR_TEXTS = {
  title: 'Two-factor sign-in',
  intro:
    'A passkey or an authenticator app code after your password. Recovery codes sign you in if both are lost.',
  required: 'Your team requires two-factor sign-in.',
  passkeys: 'Passkeys',
  noPasskeys: 'No passkeys yet.',
  added: 'Added',
  lastUsed: 'Last used',
  never: 'Never',
  remove: 'Remove',
  removeConfirm: (name: string) => `Remove the passkey “${name}”?`,
  app: 'Authenticator app',
  appOn: 'Codes from your authenticator app are on.',
  appOff: 'No authenticator app is set up.',
  setUpApp: 'Set up authenticator app',
  removeApp: 'Remove authenticator app',
  removeAppConfirm: 'Remove the authenticator app? Its codes will stop working.',
  recovery: 'Recovery codes',
  codesLeft: (count: number) => `${count} of 10 recovery codes left.`,
  newCodes: 'New recovery codes',
  newCodesConfirm: 'Make new recovery codes? The old ones stop working.',
  failed: 'That did not work',
} as const

/** How a session was signed in, for the sessions table. */
export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  password: 'Password',
  signup: 'Signup',
  'password+passkey': 'Password and passkey',
  'password+totp': 'Password and app code',
  'password+recovery': 'Password and recovery code',
  passkey: 'Passkey',
}
