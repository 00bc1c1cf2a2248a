#!/usr/bin/env bash
# Before `wrangler pages deploy`: wrangler.toml declares the notifications' D1 database with a
# placeholder id. With the repository variable NOTIFICHE_D1_ID (the id `wrangler d1 create` printed)
# the placeholder becomes that id; without it, and without a real id committed, the file is set aside
# so the deploy is exactly what it was before notifications existed (no binding, the dashboard's
# variables untouched, the API answering 503): a site that never switched them on still deploys.
set -euo pipefail
cd "$(dirname "$0")/../.."

placeholder="00000000-0000-0000-0000-000000000000"
if ! grep -q "$placeholder" wrangler.toml; then
  echo "wrangler.toml names its D1 database: deployed with it"
elif [ -n "${NOTIFICHE_D1_ID:-}" ]; then
  if ! [[ "$NOTIFICHE_D1_ID" =~ ^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$ ]]; then
    echo "NOTIFICHE_D1_ID is not a D1 database id (8-4-4-4-12 hex digits): $NOTIFICHE_D1_ID" >&2
    exit 1
  fi
  sed -i "s/$placeholder/$NOTIFICHE_D1_ID/" wrangler.toml
  echo "wrangler.toml: the notifications' database is $NOTIFICHE_D1_ID"
else
  mv wrangler.toml wrangler.toml.not-deployed
  echo "Notifications not configured (no NOTIFICHE_D1_ID): deployed without wrangler.toml"
  exit 0
fi

# The database's tables before the functions that read them: a deploy whose functions expect a table
# that a migration adds (issue 50's counters) would answer every subscription with an error. Applying is
# idempotent: wrangler records the migrations already applied in the database itself.
database_name="$(sed -n 's/^database_name *= *"\(.*\)"/\1/p' wrangler.toml)"
npx wrangler d1 migrations apply "$database_name" --remote
