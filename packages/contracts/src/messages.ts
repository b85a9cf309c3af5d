/** Every user-facing message text of the spec, in one place. */

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email.',
  messageRequired: 'Message is required.',
  fixFields: 'Please fix the highlighted fields.',
  sending: 'Sending…',
  sendingScreenReader: 'Sending your message…',
  success: "Thanks! We'll be in touch shortly.",
  sendFailed: 'Failed to send',
  sendFailedRetry: 'Failed to send. Please try again.',
  rateLimited: 'Too many messages from your network. Please try again in a few minutes.',
  languageInvalid: 'Language must be one of en, ar.',
} as const

export const LIST_MESSAGES = {
  projectsFailed: 'Failed to load projects',
  allWorkFailed: 'Failed to load all work',
  loadFailed: 'Failed to load',
  loading: 'Loading…',
} as const

export const ADMIN_MESSAGES = {
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  noSessionToken: 'No session token returned.',
  accountCreated: 'Account created successfully.',
  signupClosed: 'Signup is closed. Ask an administrator to add your email.',
  loadFailed: 'Failed to load',
  projectDeleteFailed: 'Delete failed',
  workDeleteFailed: 'Failed to delete',
  projectSaveFailed: 'Save failed',
  workSaveFailed: 'Failed to save',
  coverUploadFailed: 'Cover upload failed',
  featuredFailed: 'Failed to update featured',
  copied: 'Copied!',
  copyFailed: 'Copy failed',
  confirmDeleteProject: 'Delete this project?',
  confirmDeleteWork: 'Delete this item?',
  noProjects: 'No projects yet',
  noWork: 'No work found',
  noMessages: 'No messages',
  noSubject: 'No subject',
} as const

/** Texts the API answers with (one error shape: `{ error }`). */
export const API_MESSAGES = {
  invalidJson: 'Malformed JSON body.',
  notFound: 'Not found.',
  bodyTooLarge: 'Request body is too large.',
  internal: 'Internal server error.',
  unauthorized: 'Sign in required.',
  invalidCredentials: 'Invalid email or password.',
  tooManyLogins: 'Too many login attempts. Please try again later.',
  tooManySignups: 'Too many signups from this address. Please try again later.',
  emailTaken: 'An admin with this email already exists.',
  uploadMissingFile: 'Attach an image in the "file" field.',
  uploadTooLarge: 'Images must be 5 MB or smaller.',
  uploadUnsupported: 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted.',
  uploadTooWide: 'Images must be at most 4096 pixels on each side.',
  bootstrapRefused:
    "Signup is not open on this server yet: its ADMIN_SIGNUP_ALLOWLIST must first name the owner's email.",
  passwordBlank: 'Password must not be blank.',
  weakPassword: 'This password is too easy to guess. Try a passphrase of three or four unrelated words.',
  clientAddressUnknown: 'Your network address could not be determined, so this request was refused.',
  inviteInvalid: 'This invite link is not valid. Ask an administrator for a new one.',
  inviteUsed: 'This invite link has already been used. Ask an administrator for a new one.',
  inviteExpired: 'This invite link has expired. Ask an administrator for a new one.',
  inviteEmailMismatch: 'This invite was sent to a different email address.',
  inviteRevoked: 'This invite link was withdrawn. Ask an administrator for a new one.',
  lastAdmin: 'The last admin cannot be removed. Invite another admin first.',
  currentPasswordWrong: 'Your current password is not correct.',
  orderMismatch: 'The order must list every item exactly once. Reload the list and try again.',
  orderDuplicateId: 'The order lists an item more than once. Reload the list and try again.',
  orderUnknownId: 'The order lists an item that no longer exists. Reload the list and try again.',
  orderMissingId: 'The order leaves out an item. Reload the list and try again.',
} as const

/** Texts for request bodies of the wrong shape (zod's own English never reaches a caller). */
export const BODY_MESSAGES = {
  notObject: 'The request body must be a JSON object.',
  tagsType: 'Tags must be a list of text or comma-separated text.',
  tagType: 'Each tag must be text.',
  linkWhitespace: 'Links must not contain spaces or control characters.',
  linkFormatting: 'Links must not contain invisible formatting characters (such as direction controls).',
  featuredType: 'Featured must be true or false.',
  featuredOnly: 'An update with featured alone may carry nothing else.',
  workItemUpdate: 'Send the full work item, or featured alone.',
  invalid: 'Invalid request body.',
  hiddenType: 'Hidden must be true or false.',
} as const

/** "<Field> must be text." for a body field of the wrong type. */
export const mustBeText = (label: string) => `${label} must be text.`

/** "<Field> contains characters that are not allowed." for text holding control characters. */
export const disallowedCharacters = (label: string) => `${label} contains characters that are not allowed.`

/** For text holding invisible formatting characters (bidi overrides, C1 controls, the BOM). */
export const invisibleCharacters = (label: string) =>
  `${label} contains invisible formatting characters that are not allowed.`
