// A fake GitHub on loopback for the CMS login test: the two OAuth pages (authorize, access_token),
// for an OAuth App and a GitHub App, as strict about PKCE as GitHub (S256 only; a code whose login
// sent a challenge is swapped only with its verifier), and the few REST calls Decap's GitHub backend makes after logging in, answered from a fixed list
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
 * @param {{ apps: Array<{ clientId: string, clientSecret: string, kind: "oauth-app" | "github-app" }>, repo: string, branch: string, dataDir: string }} options
 * Each app's registered callback is set with `registerCallback(clientId, url)` once the site's address is known.
 * An OAuth App's token has the `repo` scope and never expires; a GitHub App's user token (ghu_…)
 * comes with `expires_in` and a refresh token (ghr_…), as GitHub's are when they expire.
 */
export async function startFakeGitHub({ apps, repo, branch, dataDir }) {
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
        if (entry.isDirectory())
          return { path: entry.name, mode: "040000", type: "tree", sha: createHash("sha1").update(`${folder}/${entry.name}`).digest("hex") };
        const content = readFileSync(path.join(directory, entry.name));
        const sha = gitSha(content);
        blobs.set(sha, content);
        return { path: entry.name, mode: "100644", type: "blob", sha, size: content.length };
      });
  };
  const log = { authorizations: [], codesIssued: [], exchanges: [], tokensIssued: [], refreshTokensIssued: [], apiCalls: [], unmatched: [] };
  const registered = new Map(apps.map((app) => [app.clientId, { ...app, callbackUrl: "" }]));
  const pending = new Map(); // id → an authorization waiting for its «Authorize»
  const codes = new Map(); // code → { clientId, redirectUri, challenge, used }
  const tokens = new Set();
  const mintCode = ({ clientId, redirectUri, challenge }) => {
    const code = randomBytes(10).toString("hex");
    codes.set(code, { clientId, redirectUri, challenge, used: false });
    log.codesIssued.push(code);
    return code;
  };
  const s256 = (verifier) => createHash("sha256").update(verifier).digest("base64url");

  const readBody = (request) =>
    new Promise((resolve) => {
      const chunks = [];
      request.on("data", (chunk) => chunks.push(chunk));
      request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    });

  /** Why GitHub would refuse this exchange, or null. PKCE as GitHub does it: S256 only; a code whose login sent a challenge needs its verifier. */
  function refusal(body) {
    const app = registered.get(body.client_id);
    const known = codes.get(body.code);
    if (!app || body.client_secret !== app.clientSecret) return "incorrect_client_credentials";
    if (!known || known.used || known.clientId !== app.clientId) return "bad_verification_code";
    if (body.redirect_uri !== app.callbackUrl || known.redirectUri !== app.callbackUrl) return "redirect_uri_mismatch";
    if (known.challenge !== null) {
      if (typeof body.code_verifier !== "string" || body.code_verifier === "") return "missing_code_verifier";
      if (!/^[A-Za-z0-9._~-]{43,128}$/.test(body.code_verifier) || s256(body.code_verifier) !== known.challenge) return "wrong_code_verifier";
    }
    return null;
  }

  async function oauth(request, response, url) {
    if (url.pathname === "/login/oauth/authorize") {
      const query = Object.fromEntries(url.searchParams);
      log.authorizations.push(query);
      const app = registered.get(query.client_id);
      if (!app) return html(response, 404, "<h1>Unknown application</h1>");
      if (!app.callbackUrl || query.redirect_uri !== app.callbackUrl) return html(response, 400, "<h1>redirect_uri mismatch</h1>");
      const { code_challenge: challenge, code_challenge_method: method } = query;
      if ((challenge === undefined) !== (method === undefined)) return html(response, 400, "<h1>code_challenge and code_challenge_method go together</h1>");
      if (method !== undefined && method !== "S256") return html(response, 400, "<h1>Only the S256 code challenge method is supported</h1>");
      if (challenge !== undefined && !/^[A-Za-z0-9_-]{43}$/.test(challenge)) return html(response, 400, "<h1>Invalid code_challenge</h1>");
      const id = randomBytes(8).toString("hex");
      pending.set(id, { clientId: app.clientId, redirectUri: query.redirect_uri, state: query.state ?? "", challenge: challenge ?? null });
      // A GitHub App has permissions instead of scopes: GitHub ignores any scope it is sent.
      const asks =
        app.kind === "github-app"
          ? "<p>The GitHub App has these permissions on the repositories it is installed on: <code>contents: write, pull_requests: write</code></p>"
          : `<p>The application wants this scope on your repositories: <code>${escapeHtml(query.scope ?? "")}</code></p>`;
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
${asks}
<p>It will send you back to <code>${escapeHtml(query.redirect_uri)}</code></p>
<a class="button" id="authorize" href="/login/oauth/approve?request=${id}">Authorize</a></main></body></html>`,
      );
    }
    if (url.pathname === "/login/oauth/approve") {
      const authorization = pending.get(url.searchParams.get("request") ?? "");
      if (!authorization) return html(response, 400, "<h1>Unknown authorization request</h1>");
      const back = new URL(authorization.redirectUri);
      back.searchParams.set("code", mintCode(authorization));
      back.searchParams.set("state", authorization.state);
      response.writeHead(302, { Location: back.toString() });
      return response.end();
    }
    if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
      const raw = await readBody(request);
      const body = (request.headers["content-type"] ?? "").includes("json") ? JSON.parse(raw || "{}") : Object.fromEntries(new URLSearchParams(raw));
      const refused = refusal(body);
      log.exchanges.push({ code: body.code, clientId: body.client_id, ok: refused === null, refusal: refused, verifier: body.code_verifier ?? null });
      if (refused !== null)
        return json(response, 200, {
          error: refused === "incorrect_client_credentials" ? refused : "bad_verification_code",
          error_description: "The code passed is incorrect or expired.",
        });
      codes.get(body.code).used = true;
      const app = registered.get(body.client_id);
      const token = `${app.kind === "github-app" ? "ghu" : "gho"}_${randomBytes(27).toString("base64url")}`;
      tokens.add(token);
      log.tokensIssued.push(token);
      if (app.kind === "oauth-app") return json(response, 200, { access_token: token, token_type: "bearer", scope: "repo" });
      const refreshToken = `ghr_${randomBytes(50).toString("base64url")}`;
      log.refreshTokensIssued.push(refreshToken);
      return json(response, 200, {
        access_token: token,
        expires_in: 28800,
        refresh_token: refreshToken,
        refresh_token_expires_in: 15897600,
        scope: "",
        token_type: "bearer",
      });
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
    if (p === repoPath)
      return answer({
        name,
        full_name: repo,
        owner: { login: owner },
        private: false,
        fork: false,
        default_branch: branch,
        permissions: { admin: false, push: true, pull: true },
      });
    const treePrefix = `${repoPath}/git/trees/${branch}:`;
    const tree =
      p.startsWith(treePrefix) && decodeURIComponent(p.slice(treePrefix.length)).startsWith("data")
        ? treeOf(decodeURIComponent(p.slice(treePrefix.length)))
        : null;
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
      // A valid, unused code for the first app, as GitHub gives whoever approves in its own window.
      if (url.pathname === "/__code" && request.method === "POST") {
        const [app] = registered.values();
        return json(response, 200, { code: mintCode({ clientId: app.clientId, redirectUri: app.callbackUrl, challenge: null }) });
      }
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
    registerCallback: (clientId, callbackUrl) => {
      registered.get(clientId).callbackUrl = callbackUrl;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(resolve);
      }),
  };
}
