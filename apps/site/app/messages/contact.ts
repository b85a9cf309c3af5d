import {
  API_MESSAGES,
  CONTACT_MESSAGES,
  disallowedCharacters,
  invisibleCharacters,
} from '@studio/contracts/messages'
import type { SiteLanguage } from '../lib/language'
import { type Catalogue, contractTexts } from './catalogue'

/** The contact form's own texts: labels, the button, and the states the spec gives it. */
const en = {
  name: 'Name *',
  company: 'Company',
  email: 'Email *',
  subject: 'Subject',
  message: 'Message *',
  send: 'Send Message',
  ...contractTexts(CONTACT_MESSAGES, 'sending', 'sendingScreenReader', 'fixFields', 'success'),
}

export const CONTACT_FORM_MESSAGES: Catalogue<typeof en> = {
  en,
  ar: {
    name: 'الاسم *',
    company: 'الشركة',
    email: 'البريد الإلكتروني *',
    subject: 'الموضوع',
    message: 'الرسالة *',
    send: 'أرسل الرسالة',
    sending: 'جارٍ الإرسال…',
    sendingScreenReader: 'جارٍ إرسال رسالتك…',
    fixFields: 'يُرجى تصحيح الحقول المميّزة.',
    success: 'شكرًا لك! سنتواصل معك قريبًا.',
  },
}

/** The Arabic field names inside the character errors. */
const ARABIC_FIELD_NAMES = {
  Name: 'الاسم',
  Company: 'اسم الشركة',
  Email: 'البريد الإلكتروني',
  Subject: 'الموضوع',
  Message: 'نص الرسالة',
} as const

/**
 * The Arabic of every text the contact action can answer with in English (the contract's field
 * errors, and the API's refusals a visitor can meet); `sendFailedRetry` stands for any other.
 */
const ARABIC_ANSWERS: ReadonlyMap<string, string> = new Map<string, string>([
  [CONTACT_MESSAGES.nameRequired, 'الاسم مطلوب.'],
  [CONTACT_MESSAGES.emailRequired, 'البريد الإلكتروني مطلوب.'],
  [CONTACT_MESSAGES.emailInvalid, 'أدخل بريدًا إلكترونيًا صحيحًا.'],
  [CONTACT_MESSAGES.messageRequired, 'نص الرسالة مطلوب.'],
  [CONTACT_MESSAGES.sendFailed, 'تعذّر الإرسال'],
  [CONTACT_MESSAGES.sendFailedRetry, 'تعذّر الإرسال. يُرجى المحاولة مرة أخرى.'],
  [CONTACT_MESSAGES.rateLimited, 'وصلتنا رسائل كثيرة من شبكتك. يُرجى المحاولة مرة أخرى بعد بضع دقائق.'],
  [API_MESSAGES.bodyTooLarge, 'الرسالة أطول مما يمكن إرساله.'],
  [API_MESSAGES.clientAddressUnknown, 'تعذّر التعرّف على عنوان شبكتك، لذا رُفض هذا الطلب.'],
  ...Object.entries(ARABIC_FIELD_NAMES).flatMap(
    ([label, arabic]): Array<[string, string]> => [
      [disallowedCharacters(label), `يحتوي حقل ${arabic} على أحرف غير مسموح بها.`],
      [invisibleCharacters(label), `يحتوي حقل ${arabic} على أحرف تنسيق غير مرئية غير مسموح بها.`],
    ],
  ),
])

/** A text of the contact action in the page's language. */
export function contactAnswerIn(language: SiteLanguage, text: string): string {
  if (language === 'en') return text
  return ARABIC_ANSWERS.get(text) ?? (ARABIC_ANSWERS.get(CONTACT_MESSAGES.sendFailedRetry) as string)
}
