/**
 * Realistic contact messages for the inbox benchmark, generated from a fixed seed so every run holds
 * the same 100,000 rows: varied names (diacritics included), emails, companies, subjects, message
 * lengths from a line to the 5,000-character maximum, now and then several paragraphs or a spam post
 * that starts with a spreadsheet formula, and a mix of statuses (recent messages more often new).
 */

/** Small, fast and deterministic (mulberry32). */
export function createRandom(seed = 13) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  }
}

const FIRST_NAMES = [
  'Anna',
  'James',
  'Sofia',
  'Oliver',
  'Amelia',
  'Liam',
  'Zoë',
  'Noah',
  'Chloé',
  'Mateo',
  'Isla',
  'Lucas',
  'Mia',
  'Ethan',
  'Aisha',
  'Mohammed',
  'Priya',
  'Aarav',
  'Mei',
  'Hiroshi',
  'Yuki',
  'Chen',
  'Ngozi',
  'Kwame',
  'Siobhán',
  'Seán',
  'Łukasz',
  'Agnieszka',
  'José',
  'María',
  'François',
  'Élodie',
  'Björn',
  'Ingrid',
  'Søren',
  'Freya',
  'Giulia',
  'Marco',
  'Fatima',
  'Omar',
  'Olga',
  'Dmitri',
  'Hannah',
  'Daniel',
  'Grace',
  'Samuel',
  'Emily',
  'Jack',
  'Charlotte',
  'Harry',
  'Ava',
  'Leo',
  'Ruth',
  'Tomás',
  'Nadia',
  'Ravi',
  'Ingeborg',
  'Kofi',
  'Leila',
  'Pedro',
]
const LAST_NAMES = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Taylor',
  'Davies',
  'Evans',
  'Wilson',
  'Thomas',
  'Roberts',
  'Lovelace',
  'Hopper',
  'García',
  'Martínez',
  'Müller',
  'Schmidt',
  'Dubois',
  'Lefèvre',
  'Rossi',
  'Bianchi',
  'Kowalski',
  'Nowak',
  'Novák',
  'Andersson',
  'Johansson',
  'Nielsen',
  'Hansen',
  "O'Brien",
  'Murphy',
  'Kelly',
  'Patel',
  'Sharma',
  'Singh',
  'Khan',
  'Ahmed',
  'Okafor',
  'Mensah',
  'Nakamura',
  'Tanaka',
  'Wang',
  'Li',
  'Zhang',
  'Kim',
  'Park',
  'Nguyen',
  'Silva',
  'Santos',
  'Costa',
  'Ivanova',
  'Petrov',
  'Cohen',
  'Levi',
  'Van der Berg',
  'De Vries',
  'MacDonald',
  'Fitzgerald',
  'Walsh',
  'Byrne',
  'Hughes',
  'Clarke',
]
const COMPANIES = [
  'Northwind Traders',
  'Bluebird Bakery',
  'Harbour & Co',
  'Acme Logistics',
  'Greenleaf Dental',
  'Summit Physio',
  'Riverside Vets',
  'Oak Lane Builders',
  'Copperpot Kitchen',
  'Lumen Analytics',
  'Fjord Outdoor',
  'Atelier Rossi',
  'Kowalski Legal',
  'Patel Pharmacy',
  'Sakura Studio',
  'Brightside Charity',
  'Meridian Accountants',
  'Pioneer Robotics',
  'Little Acorns Nursery',
  'Cobalt Fitness',
  'Saltwater Surf School',
  'Hearth Interiors',
  'Quarry Hill Farm',
  'Vela Travel',
  'Mosaic Architects',
  'Silverline Taxis',
  'Orchard Cider Co',
  'Tidewater Marine',
  'Nimbus Cloud',
  'Granite & Grain',
  'The Book Nook',
  'Urban Bikes',
  'Wildflower Weddings',
  'Keystone Property',
  'Beacon Tutors',
  'Loom Textiles',
  'Ember Coffee Roasters',
  'Polar Freight',
  'Crescent Clinic',
  'Sparrow Films',
  'Müller GmbH',
  'Dubois & Fils',
  'Okafor Consulting',
  'Lotus Yoga',
  'Ironbridge Tools',
]
const FREE_MAIL = ['gmail.com', 'outlook.com', 'proton.me', 'yahoo.co.uk', 'icloud.com', 'hotmail.com']
const SUBJECTS = [
  'Quote for a new website',
  'Redesign of our online shop',
  'Website refresh and hosting',
  'Mobile app for our customers',
  'Booking system for {company}',
  'Question about pricing',
  'Partnership enquiry',
  'Help with our WordPress site',
  'E-commerce integration with our stock system',
  'SEO and page speed',
  'Dashboard for our sales data',
  'Follow-up on our call',
  'Maintenance contract',
  'Accessibility review of our website',
  'Timeline for a launch in spring',
  'Can you take over an existing project?',
  'AI chatbot for customer support',
  'Internal tool for the warehouse team',
]
const OPENINGS = [
  'Hello,',
  'Hi there,',
  'Good morning,',
  'Dear team,',
  'Hi,',
  'Hello from {company},',
  'Hi, I found you through a friend.',
]
const SENTENCES = [
  'We are a small business looking for a new website that works well on phones.',
  'Our current website is slow and hard to update, and customers keep telling us so.',
  'Could you send us a rough quote and a timeline?',
  'We would like an online shop with about {n} products and card payments.',
  'The budget is around £{n},000 but we are flexible for the right partner.',
  'We need a booking system so clients can pick a slot without phoning us.',
  'Is hosting and maintenance included, or is that priced separately?',
  'We liked the work you did for a local bakery and would love something similar.',
  'Our team is {n} people and nobody is technical, so training matters.',
  'We also need the website in Spanish and French.',
  'The design should feel modern but warm; we have a logo and brand colours already.',
  'Please let me know when would be a good time for a call next week.',
  'We are replacing a spreadsheet that has grown out of control.',
  'A dashboard showing our weekly sales by region would save us hours.',
  'We need the new site live before our launch in {month}.',
  'Can you integrate with Xero and Shopify?',
  'Accessibility is important to us; several of our customers use screen readers.',
  'We have had a bad experience with an agency before, so clear pricing would help.',
  'Search engines barely find us at the moment, and page speed is poor.',
  'Our mobile app needs a refresh and a web version for partners.',
  'We would also like a simple admin panel to edit texts and photos ourselves.',
  'Do you offer a discount for charities?',
  'I can share our analytics and the current design files if helpful.',
  'We are open to a phased project: the website first, then the app.',
  'What would you need from us to get started?',
]
const CLOSINGS = ['Thanks,', 'Best regards,', 'Kind regards,', 'Many thanks,', 'Cheers,', 'All the best,']
const MONTHS = ['March', 'April', 'May', 'June', 'September', 'October', 'November']
const SPAM = [
  '=HYPERLINK("http://spam.example","Click here") Cheap SEO services, first page of Google guaranteed.',
  '+44 SEO offer: we rank any website in 7 days. Reply now.',
  '@channel crypto investment opportunity, 300% returns guaranteed.',
  '-- Unsubscribe -- We build backlinks for your website at unbeatable prices.',
]

const MESSAGE_MAX = 5000

/** 55% a few lines, 35% a few paragraphs, 10% long (up to the 5,000-character maximum). */
function messageLength(random) {
  const roll = random.next()
  if (roll < 0.55) return random.int(60, 300)
  if (roll < 0.9) return random.int(300, 1500)
  return random.int(1500, MESSAGE_MAX)
}

const asciiOf = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ø/g, 'o')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase()

function fill(template, random, company) {
  return template
    .replaceAll('{company}', company ?? 'our company')
    .replaceAll('{n}', String(random.int(2, 60)))
    .replaceAll('{month}', random.pick(MONTHS))
}

function messageText(random, first, company) {
  if (random.next() < 0.01) return random.pick(SPAM)
  const target = messageLength(random)
  const paragraphs = [fill(random.pick(OPENINGS), random, company)]
  let paragraph = []
  let length = paragraphs[0].length
  while (length < target) {
    const sentence = fill(random.pick(SENTENCES), random, company)
    paragraph.push(sentence)
    length += sentence.length + 1
    if (paragraph.length >= random.int(2, 5)) {
      paragraphs.push(paragraph.join(' '))
      paragraph = []
      length += 2
    }
  }
  if (paragraph.length) paragraphs.push(paragraph.join(' '))
  paragraphs.push(`${random.pick(CLOSINGS)}\n${first}`)
  const text = paragraphs.join('\n\n')
  return text.length > MESSAGE_MAX ? text.slice(0, MESSAGE_MAX) : text
}

/**
 * Older messages have mostly been read or archived; the last few hundred are mostly new, and the
 * newest page is all new, so the newest message heads the screen whichever tab it opens on.
 */
function statusOf(random, newer) {
  const roll = random.next()
  if (newer < 10) return 'new'
  if (newer < 300) return roll < 0.85 ? 'new' : 'read'
  if (roll < 0.08) return 'new'
  if (roll < 0.72) return 'read'
  return 'archived'
}

/**
 * Message `i` of `count`, oldest first, spread evenly (with jitter) over the two years before
 * `end`: the row's fields in the table's column order.
 */
export function messageAt(random, i, count, end) {
  const first = random.pick(FIRST_NAMES)
  const last = random.pick(LAST_NAMES)
  const company = random.next() < 0.7 ? random.pick(COMPANIES) : null
  const domain =
    company && random.next() < 0.6 ? `${asciiOf(company).slice(0, 18)}.example` : random.pick(FREE_MAIL)
  const email = `${asciiOf(first)}.${asciiOf(last)}${random.next() < 0.4 ? random.int(1, 99) : ''}@${domain}`
  const spamSubject = random.next() < 0.003
  const subject = spamSubject
    ? '=cmd|"/C calc"!A0'
    : random.next() < 0.85
      ? fill(random.pick(SUBJECTS), random, company)
      : null
  const span = 730 * 86_400_000
  const at = end - span + Math.floor(((i + random.next() * 0.9) / count) * span)
  return {
    name: `${first} ${last}`,
    email,
    company,
    subject,
    message: messageText(random, first, company),
    createdAt: new Date(at).toISOString(),
    status: statusOf(random, count - 1 - i),
  }
}
