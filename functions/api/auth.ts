// GET /api/auth: starts the GitHub login of /admin (Decap CMS). The logic lives in cms-auth/, which is
// not under functions/ and so is no route of its own.
import type { PagesContext } from "../../cms-auth/pages-function";
import { startLogin } from "../../cms-auth/start-login";

export const onRequestGet = ({ request, env }: PagesContext): Promise<Response> => startLogin(request, env);
