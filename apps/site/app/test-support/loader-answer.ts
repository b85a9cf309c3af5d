import { type AppLoadContext, createStaticHandler, type LoaderFunctionArgs } from 'react-router'

/** One route as the tests hand it to React Router: its path pattern and its loader. */
export interface LoaderRoute {
  path: string
  loader: (args: LoaderFunctionArgs) => unknown
}

/**
 * What the Worker's React Router handler answers for `url` (a path on the route): the status and the
 * route's loader data, or the status and Location of a redirect the loader answered with.
 */
export async function loaderAnswer(route: LoaderRoute, url: string, context: AppLoadContext) {
  const handler = createStaticHandler([{ id: 'route', ...route }])
  const result = await handler.query(new Request(`https://site.test${url}`), { requestContext: context })
  if (result instanceof Response) return { status: result.status, location: result.headers.get('Location') }
  return { status: result.statusCode, data: result.loaderData.route as unknown }
}
