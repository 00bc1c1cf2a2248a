// GET /modifiche.xml: the Atom feed of the programme's published changes (gatsby/event-history), the
// static file as Cloudflare Pages serves it, with the feed's own media type. Pages' engine keeps
// application/xml for a .xml file and ignores a Content-Type rule in _headers (Netlify, nginx and
// scripts/serve.mjs apply that rule); this one route restores it. Everything else of the response
// (the _headers rules, ETag and 304) is the static file's.
interface AssetsContext {
  request: Request;
  env: { ASSETS: { fetch: (request: Request) => Promise<Response> } };
}

export const onRequestGet = async ({ request, env }: AssetsContext): Promise<Response> => {
  const asset = await env.ASSETS.fetch(request);
  if (asset.status !== 200) return asset;
  const response = new Response(asset.body, asset);
  response.headers.set("Content-Type", "application/atom+xml; charset=utf-8");
  return response;
};
