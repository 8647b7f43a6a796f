#!/usr/bin/env bash
# CI's one quick run under the machine's own Node 20 (docs/adr/0103): the project asks for Node 24, and
# every test runs there; this checks that the README's two commands still work on Node 20 without
# repeating the suite: the native addons load, the unit tests pass, and `npm start` of the build that
# `npm test` just made (in SCALE_DIST_DIR) serves pages, its health check and an image through sharp.
set -euo pipefail
cd "$(dirname "$0")/.."
dist="${SCALE_DIST_DIR:-.next-scale}"
echo "node $(node --version) at $(command -v node)"

node scripts/ci-native-modules.mjs

NODE_OPTIONS="--experimental-vm-modules --no-warnings=ExperimentalWarning" \
  npx jest --selectProjects unit --ci --maxWorkers=100%

data_dir="$(mktemp -d "${TMPDIR:-/tmp}/ailex-node20-XXXXXX")"
log="$data_dir.log"
port="$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"
# A process group of its own: npm does not pass SIGTERM on through the shell it runs `next start` in.
NEXT_DIST_DIR="$dist" DATA_DIR="$data_dir" setsid npm start -- -H 127.0.0.1 -p "$port" >"$log" 2>&1 &
server=$!
stop() {
  kill -TERM -- "-$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  rm -rf "$data_dir" "$log"
}
trap stop EXIT

origin="http://127.0.0.1:$port"
# The first start of the embedded database creates it, migrates and seeds the demo content.
for _ in $(seq 1 240); do
  if curl -fsS -o /dev/null "$origin/api/health" 2>/dev/null; then break; fi
  if ! kill -0 "$server" 2>/dev/null; then
    cat "$log" >&2
    echo "npm start exited under Node $(node --version)" >&2
    exit 1
  fi
  sleep 0.5
done
check() {
  local status
  status="$(curl -sS -o /dev/null -w '%{http_code}' "$origin$1")"
  if [ "$status" != "200" ]; then
    cat "$log" >&2
    echo "GET $1 answered $status under Node $(node --version), not 200" >&2
    exit 1
  fi
  echo "GET $1 200"
}
check /api/health
check /
check /blog
# next/image's optimizer resizes with sharp inside the server.
check "/_next/image?url=%2Fimages%2Fblog%2Fdeadlines.jpg&w=64&q=75"
echo "Node $(node --version): unit tests, native addons and npm start of the build pass"
