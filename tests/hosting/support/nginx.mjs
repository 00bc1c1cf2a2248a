// Placeholder until the nginx step lands: no nginx, no server.
export async function startNginx() {
  return null;
}
