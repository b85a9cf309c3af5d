import { mailtoHref, replyHref } from './message-links'

describe('message links', () => {
  it("builds a reply subject of 'Re: ' plus the subject, encoded", () => {
    expect(replyHref({ email: 'a@b.co', subject: 'Hi?' })).toBe('mailto:a@b.co?subject=Re%3A%20Hi%3F')
  })

  it("uses a bare 'Re:' when there is no subject", () => {
    expect(replyHref({ email: 'a@b.co', subject: null })).toBe('mailto:a@b.co?subject=Re%3A')
  })

  it('keeps the at sign readable and encodes anything that could break the link', () => {
    expect(mailtoHref('x+y@b.co')).toBe('mailto:x%2By@b.co')
  })
})
