import type { ContactMessage } from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { chatText, emailText, webhookBody } from './alert-text'
import type { EnquiryAlert } from './channel'

const enquiry: ContactMessage = {
  id: 7,
  name: 'سارة أحمد',
  email: 'sara@example.com',
  company: null,
  subject: 'موقع جديد',
  message: 'نود الحصول على عرض سعر لموقع متجر إلكتروني.',
  language: 'ar',
  created_at: '2031-06-01T12:00:00.000Z',
  source: null,
  campaign: null,
  landing_path: null,
}

const alertOf = (language: ContactMessage['language'], source: string | null = null): EnquiryAlert => ({
  enquiry: { ...enquiry, language, source },
  panelUrl: 'http://localhost:5174/admin/messages?id=7',
  test: false,
  eventId: 'event-1',
})

describe('the words of an enquiry alert', () => {
  it("names an Arabic enquiry's language in the email, after the subject", () => {
    const lines = emailText(alertOf('ar')).split('\n')
    expect(lines.slice(0, 4)).toEqual([
      'From: سارة أحمد <sara@example.com>',
      'Company: -',
      'Subject: موقع جديد',
      'Language: Arabic',
    ])
    expect(lines).toContain('نود الحصول على عرض سعر لموقع متجر إلكتروني.')
  })

  it("names the language in the chat line and in the webhook's structured enquiry", () => {
    expect(chatText(alertOf('en')).split('\n')[1]).toBe('Language: English')
    const body = JSON.parse(webhookBody(alertOf('ar'))) as { text: string; enquiry: { language: string } }
    expect(body.text.split('\n')[1]).toBe('Language: Arabic')
    expect(body.enquiry.language).toBe('ar')
  })

  it('names the source after the language when the site knows it, and adds no line when it does not', () => {
    expect(emailText(alertOf('en', 'google')).split('\n').slice(3, 5)).toEqual([
      'Language: English',
      'Source: google',
    ])
    expect(chatText(alertOf('en', 'news.example')).split('\n')[2]).toBe('Source: news.example')
    expect(emailText(alertOf('en'))).not.toContain('Source:')
    expect(chatText(alertOf('en')).split('\n')[2]).toMatch(/^> /)
  })

  it("escapes a source's markup and mentions in the chat line, as it does the visitor's words", () => {
    expect(chatText(alertOf('en', '<!channel> @here')).split('\n')[2]).toBe(
      'Source: &lt;!channel&gt; @\u200dhere',
    )
  })
})
