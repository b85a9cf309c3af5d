/** Every user-facing message text of spec section 8, in one place. */

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
  emailTaken: 'An admin with this email already exists.',
  commonPassword: 'This password is too common. Choose a less predictable one.',
  uploadMissingFile: 'Attach an image in the "file" field.',
  uploadTooLarge: 'Images must be 5 MB or smaller.',
  uploadUnsupported: 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted.',
  uploadTooWide: 'Images must be at most 8000 pixels on each side.',
} as const

/** Texts for request bodies of the wrong shape (zod's own English never reaches a caller). */
export const BODY_MESSAGES = {
  notObject: 'The request body must be a JSON object.',
  tagsType: 'Tags must be a list of text or comma-separated text.',
  tagType: 'Each tag must be text.',
  linkWhitespace: 'Links must not contain spaces or control characters.',
  featuredType: 'Featured must be true or false.',
  featuredOnly: 'An update with featured alone may carry nothing else.',
  workItemUpdate: 'Send the full work item, or featured alone.',
  invalid: 'Invalid request body.',
} as const

/** "<Field> must be text." for a body field of the wrong type. */
export const mustBeText = (label: string) => `${label} must be text.`
