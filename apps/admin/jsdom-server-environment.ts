import { builtinEnvironments, type Environment } from 'vitest/runtime'

/** Body types the screens hand to fetch; they must be the ones Node's Request and the API know. */
const NODE_BODY_TYPES = ['Blob', 'File', 'FormData'] as const

/**
 * jsdom for the screens, with the real API running in the same process behind the admin client:
 * modules are transformed as for a server (the API's libSQL driver and its migration folder,
 * `new URL(…, import.meta.url)`, need Node's resolution), and Node's own Blob, File and FormData
 * stay global so an upload built by a screen is the one the API reads, as in a browser.
 */
/**
 * Node's FormData that can also be built from a form element, as a browser's can: React builds one
 * from a submitted form whose handler starts a transition (a fetcher's submit), for useFormStatus.
 * The form's text fields are copied (React only keeps them as the pending state's data).
 */
function formDataOfForms(NodeFormData: typeof FormData, DomFormData: typeof FormData): typeof FormData {
  return class extends NodeFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super()
      if (!form) return
      for (const [name, value] of new DomFormData(form, submitter ?? undefined)) {
        if (typeof value === 'string') this.append(name, value)
      }
    }
  }
}

export default {
  name: 'jsdom-server',
  viteEnvironment: 'ssr',
  async setup(global, options) {
    const nodeTypes = NODE_BODY_TYPES.map((name) => [name, global[name]] as const)
    const environment = await builtinEnvironments.jsdom.setup(global, options)
    const DomFormData = global.FormData as typeof FormData
    for (const [name, value] of nodeTypes) global[name] = value
    global.FormData = formDataOfForms(global.FormData as typeof FormData, DomFormData)
    return environment
  },
} satisfies Environment
