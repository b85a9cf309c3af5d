import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFERRED_HYDRATION_LOADER, deferredModuleBlock, type HydrationStart } from './deferred-hydration'

const MODULE_BODY = 'import "/assets/manifest.js";\nimport("/assets/entry.client.js");</script>'
const PRELOAD = ['/assets/manifest.js', '/assets/entry.client.js']

type Listener = Parameters<typeof window.addEventListener>
const registered: Listener[] = []

/** Runs the shipped loader text against this jsdom window, recording its listeners for cleanup. */
function runLoader() {
  const add = (...args: Listener) => {
    registered.push(args)
    window.addEventListener(...args)
  }
  const remove = (...args: Parameters<typeof window.removeEventListener>) =>
    window.removeEventListener(...args)
  new Function('addEventListener', 'removeEventListener', DEFERRED_HYDRATION_LOADER)(add, remove)
}

const moduleScripts = () => document.head.querySelectorAll('script[type="module"]')
const modulePreloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))

/** A page as the build leaves it: the data block (starting as given), some content, then the loader. */
function setUpPage(start: HydrationStart) {
  document.head.innerHTML = ''
  document.body.innerHTML = `${deferredModuleBlock({ start, preload: PRELOAD, module: MODULE_BODY })}
    <p id="text">Plain text</p>
    <button type="button" id="toggle">Open menu</button>
    <a href="/services" id="link">Services</a>
    <a href="#location" id="hash-link">Location</a>
    <button type="button" id="menu-toggle" popovertarget="menu">Open menu</button>
    <details id="faq"><summary id="question">Question</summary><p>Answer</p></details>`
  delete document.documentElement.dataset.hydrated
  runLoader()
}
const markHydrated = async () => {
  document.documentElement.dataset.hydrated = ''
  // The loader reacts through a MutationObserver, whose callbacks run as microtasks.
  await Promise.resolve()
  await new Promise((resolve) => setTimeout(resolve, 0))
}

afterEach(() => {
  for (const args of registered.splice(0)) window.removeEventListener(...args)
})

function click(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true })
  element.dispatchEvent(event)
  return event
}

describe('deferred hydration loader on a content page', () => {
  beforeEach(() => setUpPage('interaction'))

  it('loads nothing until the visitor interacts', () => {
    expect(moduleScripts()).toHaveLength(0)
  })

  it('inserts the modulepreloads and the React Router module script, once, on the first pointerdown', () => {
    const toggle = document.getElementById('toggle') as HTMLElement
    toggle.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    toggle.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }))
    expect(moduleScripts()).toHaveLength(1)
    expect(moduleScripts()[0]?.textContent).toBe(MODULE_BODY)
    expect(modulePreloads()).toEqual(PRELOAD)
  })

  it('starts on focus of a control but not of plain content', () => {
    document.getElementById('text')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(moduleScripts()).toHaveLength(0)
    document.getElementById('link')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(moduleScripts()).toHaveLength(1)
  })

  it('holds a button click made before hydration and replays it once hydrated', async () => {
    const toggle = document.getElementById('toggle') as HTMLElement
    const onClick = vi.fn()
    toggle.addEventListener('click', onClick)
    const first = click(toggle)
    expect(first.defaultPrevented).toBe(true)
    expect(onClick).not.toHaveBeenCalled()
    expect(moduleScripts()).toHaveLength(1)

    await markHydrated()
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('replays every click made before hydration, in order', async () => {
    const toggle = document.getElementById('toggle') as HTMLElement
    const hashLink = document.getElementById('hash-link') as HTMLElement
    const order: string[] = []
    toggle.addEventListener('click', () => order.push('toggle'))
    hashLink.addEventListener('click', () => order.push('hash-link'))
    click(toggle)
    click(hashLink)
    expect(order).toEqual([])
    await markHydrated()
    expect(order).toEqual(['toggle', 'hash-link'])
  })

  it('holds an in-page # link click too, so the app scrolls and moves focus once hydrated', async () => {
    const link = document.getElementById('hash-link') as HTMLElement
    const onClick = vi.fn()
    link.addEventListener('click', onClick)
    expect(click(link).defaultPrevented).toBe(true)
    expect(onClick).not.toHaveBeenCalled()
    await markHydrated()
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('lets links to other pages act without script and does not hold them', async () => {
    const link = document.getElementById('link') as HTMLElement
    const onClick = vi.fn()
    link.addEventListener('click', onClick)
    expect(click(link).defaultPrevented).toBe(false)
    expect(onClick).toHaveBeenCalledTimes(1)
    await markHydrated()
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('lets native controls (a popover toggle, a details summary) act at once, before hydration', () => {
    expect(click(document.getElementById('menu-toggle') as HTMLElement).defaultPrevented).toBe(false)
    click(document.getElementById('question') as HTMLElement)
    expect(document.getElementById('faq')).toHaveAttribute('open')
    expect(moduleScripts()).toHaveLength(1)
  })

  it('stays out of the way once the page has hydrated', async () => {
    const toggle = document.getElementById('toggle') as HTMLElement
    toggle.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    await markHydrated()
    const onClick = vi.fn()
    toggle.addEventListener('click', onClick)
    expect(click(toggle).defaultPrevented).toBe(false)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(moduleScripts()).toHaveLength(1)
  })
})

describe('deferred hydration loader on a page with live data or a form', () => {
  beforeEach(() => setUpPage('paint'))

  it('starts by itself right after the first paint, without any interaction', async () => {
    expect(moduleScripts()).toHaveLength(0)
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    expect(moduleScripts()).toHaveLength(1)
    expect(modulePreloads()).toEqual(PRELOAD)
  })

  it('starts at once when the visitor interacts before that paint, and only once', async () => {
    const toggle = document.getElementById('toggle') as HTMLElement
    const onClick = vi.fn()
    toggle.addEventListener('click', onClick)
    expect(click(toggle).defaultPrevented).toBe(true)
    expect(moduleScripts()).toHaveLength(1)
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    expect(moduleScripts()).toHaveLength(1)
    await markHydrated()
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})

describe('deferredModuleBlock', () => {
  it('is inert JSON whose text cannot close the script element early', () => {
    const deferred = { start: 'paint' as const, preload: PRELOAD, module: MODULE_BODY }
    const block = deferredModuleBlock(deferred)
    expect(block).toMatch(/^<script type="application\/json" id="deferred-hydration">/)
    expect(block.slice(0, -'</script>'.length)).not.toContain('</script')
    const json = block.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')
    expect(JSON.parse(json)).toEqual(deferred)
  })
})
