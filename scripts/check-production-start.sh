#!/usr/bin/env bash
# The production start of README "Production", on Node 24 LTS: a copy of the built tree with the
# production dependencies only (`npm ci --omit=dev`), started with `start:production` (no build, no
# tsx: Node strips the types, ADR 026). The health check, a page and the API must answer.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
[ -f "$root/apps/web/.build-complete" ] || { echo "run npm run build first"; exit 1; }

node24=$(bash "$root/scripts/node24.sh")

work=$(mktemp -d)
server=
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
cd "$root"
{ git ls-files --cached --others --exclude-standard; find apps/web/dist -type f; echo apps/web/.build-complete; } |
  sort -u | while read -r file; do [ -f "$file" ] && echo "$file"; done | tar -cf - -T - | tar -xf - -C "$work"
cd "$work"
npm ci --omit=dev --no-audit --no-fund --loglevel=error
for dev_only in vite vitest @playwright/test tailwindcss; do
  [ ! -e "node_modules/$dev_only" ] || { echo "dev dependency $dev_only was installed"; exit 1; }
done

port=4470
# Production asks for its secrets; mail stays in the outbox here (there is no SMTP server to reach).
JWT_SECRET=$(head -c 32 /dev/urandom | base64) METRICS_TOKEN=$(head -c 16 /dev/urandom | base64) MAIL_TRANSPORT=outbox \
  DATA_DIR="$work/data" PORT=$port NODE_ENV=production HOST=127.0.0.1 "$node24" scripts/start.mjs --production \
  >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 60); do
  curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health" 2>/dev/null && break
  kill -0 "$server" 2>/dev/null || { cat "$work/server.log"; exit 1; }
  sleep 1
done
echo "Node $("$node24" --version): health $(curl -fsS -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/health")," \
  "home page $(curl -fsS -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")," \
  "CRS score $(curl -sS -o /dev/null -w '%{http_code}' -X POST -H 'content-type: application/json' \
    -d '{"answers":[]}' "http://127.0.0.1:$port/api/crs/calculate-score") (400 expected for an empty quiz)"
curl -fsS "http://127.0.0.1:$port/" | grep -q '<div id="root">' || { echo "the home page is not the web app"; exit 1; }
if grep -q '"level":50' "$work/server.log"; then
  cat "$work/server.log"
  exit 1
fi
