// GET /api/callback: GitHub sends the login popup here; the token goes to /admin by Decap's handshake.
// The logic lives in cms-auth/ (no route of its own).
import { finishLogin } from "../../cms-auth/finish-login";
import type { PagesContext } from "../../cms-auth/pages-function";

export const onRequestGet = ({ request, env }: PagesContext): Promise<Response> => finishLogin(request, env);
