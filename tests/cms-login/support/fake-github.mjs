// A fake GitHub on loopback for the CMS login test: the two OAuth pages (authorize, access_token)
// and the few REST calls Decap's GitHub backend makes after logging in, answered from a fixed list
// of files (the folders of data/ as they are on disk; no git repository). It records what it saw,
// so the tests can tell what was exchanged and which tokens were used: GET /__log. Nothing here is
// GitHub's code or data.
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const json = (response, status, body, headers = {}) => {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
  response.end(JSON.stringify(body));
};
const html = (response, status, body) => {
  response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
  response.end(body);
};
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const gitSha = (content) => createHash("sha1").update(`blob ${content.length}\0`).update(content).digest("hex");

/** The answers of the GitHub REST API that the CMS reaches (CORS like api.github.com: any origin, token in a header). */
const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "Authorization, Content-Type, If-None-Match, Cache-Control",
  "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE",
  "Access-Control-Expose-Headers": "ETag, Link, Location",
};

/**
 * @param {{ clientId: string, clientSecret: string, repo: string, branch: string, dataDir: string }} options
 * `settings.callbackUrl` is set once the site's address is known (the OAuth App's registered callback).
 */
export async function startFakeGitHub({ clientId, clientSecret, repo, branch, dataDir }) {
  // The repository's files as git trees and blobs, read from data/ on disk when Decap asks for a
  // folder (data/ for the collections, data/immagini for the media library): a fixed list, no git.
  const blobs = new Map(); // sha → content
  const treeOf = (folder) => {
    const directory = path.join(dataDir, path.relative("data", folder));
    if (!directory.startsWith(dataDir)) return null;
    let entries;
    try {
      entries = readdirSync(directory, { withFileTypes: true });
    } catch {
      return null;
    }
    return entries
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((entry) => {
        if (entry.isDirectory()) return { path: entry.name, mode: "040000", type: "tree", sha: createHash("sha1").update(`${folder}/${entry.name}`).digest("hex") };
        const content = readFileSync(path.join(directory, entry.name));
        const sha = gitSha(content);
        blobs.set(sha, content);
        return { path: entry.name, mode: "100644", type: "blob", sha, size: content.length };
      });
  };
  const log = { authorizations: [], codesIssued: [], exchanges: [], tokensIssued: [], apiCalls: [], unmatched: [] };
  const codes = new Map(); // code → { used }
  const tokens = new Set();
  const settings = { callbackUrl: "" };
  const mintCode = () => {
    const code = randomBytes(10).toString("hex");
    codes.set(code, { used: false });
    log.codesIssued.push(code);
    return code;
  };

  const readBody = (request) =>
    new Promise((resolve) => {
      const chunks = [];
      request.on("data", (chunk) => chunks.push(chunk));
      request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    });

  async function oauth(request, response, url) {
    if (url.pathname === "/login/oauth/authorize") {
      const query = Object.fromEntries(url.searchParams);
      log.authorizations.push(query);
      if (query.client_id !== clientId) return html(response, 404, "<h1>Unknown application</h1>");
      if (!settings.callbackUrl || query.redirect_uri !== settings.callbackUrl) return html(response, 400, "<h1>redirect_uri mismatch</h1>");
      const approve = new URL("/login/oauth/approve", url);
      for (const name of ["redirect_uri", "state"]) approve.searchParams.set(name, query[name] ?? "");
      // GitHub's consent screen, reduced to what the test needs, and labelled as the fake it is.
      return html(
        response,
        200,
        `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Authorize application (fake GitHub)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px;background:#f6f8fa;color:#1f2328}main{background:#fff;border:1px solid #d0d7de;border-radius:6px;padding:16px}
a.button{display:block;text-align:center;background:#1f883d;color:#fff;border-radius:6px;padding:10px;text-decoration:none;font-weight:600}code{word-break:break-all}</style></head>
<body><main><p><strong>Fake GitHub</strong> (the login test's stand-in on loopback)</p>
<h1>Authorize the site's CMS</h1>
<p>The application wants this scope on your repositories: <code>${escapeHtml(query.scope ?? "")}</code></p>
<p>It will send you back to <code>${escapeHtml(query.redirect_uri)}</code></p>
<a class="button" id="authorize" href="${escapeHtml(approve.pathname + approve.search)}">Authorize</a></main></body></html>`,
      );
    }
    if (url.pathname === "/login/oauth/approve") {
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("code", mintCode());
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      response.writeHead(302, { Location: back.toString() });
      return response.end();
    }
    if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
      const raw = await readBody(request);
      const body = (request.headers["content-type"] ?? "").includes("json") ? JSON.parse(raw || "{}") : Object.fromEntries(new URLSearchParams(raw));
      const known = codes.get(body.code);
      const ok = body.client_id === clientId && body.client_secret === clientSecret && known !== undefined && !known.used && body.redirect_uri === settings.callbackUrl;
      log.exchanges.push({ code: body.code, ok });
      if (!ok) return json(response, 200, { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." });
      known.used = true;
      const token = `gho_${randomBytes(27).toString("base64url")}`;
      tokens.add(token);
      log.tokensIssued.push(token);
      return json(response, 200, { access_token: token, token_type: "bearer", scope: "repo" });
    }
    return null;
  }

  function api(request, response, url) {
    if (request.method === "OPTIONS") {
      response.writeHead(204, corsHeaders);
      return response.end();
    }
    const token = /^(?:token|bearer) (.+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? "";
    log.apiCalls.push({ method: request.method, path: url.pathname + url.search, token });
    if (!tokens.has(token)) return json(response, 401, { message: "Bad credentials" }, corsHeaders);
    const [owner, name] = repo.split("/");
    const repoPath = `/repos/${repo}`;
    const answer = (body, status = 200) => json(response, status, body, corsHeaders);
    const p = url.pathname;
    if (p === "/user") return answer({ login: "volontaria", id: 1, name: "Volontaria di prova", avatar_url: "", type: "User" });
    if (p === repoPath) return answer({ name, full_name: repo, owner: { login: owner }, private: false, fork: false, default_branch: branch, permissions: { admin: false, push: true, pull: true } });
    const treePrefix = `${repoPath}/git/trees/${branch}:`;
    const tree = p.startsWith(treePrefix) && decodeURIComponent(p.slice(treePrefix.length)).startsWith("data") ? treeOf(decodeURIComponent(p.slice(treePrefix.length))) : null;
    if (tree) return answer({ sha: "tree", truncated: false, tree });
    const blob = p.startsWith(`${repoPath}/git/blobs/`) ? blobs.get(p.slice(p.lastIndexOf("/") + 1)) : undefined;
    if (blob) return answer({ sha: p.slice(p.lastIndexOf("/") + 1), size: blob.length, encoding: "base64", content: blob.toString("base64") });
    if (p === `${repoPath}/branches/${branch}`) return answer({ name: branch, commit: { sha: "0".repeat(40) } });
    if (p === `${repoPath}/commits`) return answer([]);
    if (p === `${repoPath}/pulls`) return answer([]);
    if (p.startsWith(`${repoPath}/git/refs/`) || p.startsWith(`${repoPath}/git/matching-refs/`)) return answer([]);
    log.unmatched.push(`${request.method} ${url.pathname}${url.search}`);
    return answer({ message: "Not Found" }, 404);
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    try {
      if (url.pathname === "/__log") return json(response, 200, log);
      if (url.pathname === "/__code" && request.method === "POST") return json(response, 200, { code: mintCode() });
      if (url.pathname.startsWith("/login/oauth/")) {
        const handled = await oauth(request, response, url);
        if (handled !== null) return handled;
        return html(response, 404, "<h1>Not Found</h1>");
      }
      return api(request, response, url);
    } catch (error) {
      if (!response.headersSent) json(response, 500, { message: String(error) });
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    settings,
    close: () => new Promise((resolve) => {
      server.closeAllConnections?.();
      server.close(resolve);
    }),
  };
}
