#!/usr/bin/env bash
# npm start: install, build, then serve. The server migrates and seeds the database on start
# (the embedded PostgreSQL under data/ unless DATABASE_URL is set) and stops it on Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh || echo "  (the compliance report's PDF download stays off; printing from the browser still works)"
bash scripts/ensure-build.sh
export NODE_ENV=production
# glibc gives each thread that allocates its own malloc arena; the server's compression runs on libuv's thread pool,
# and the arenas' fragments held 7% of the process's memory after the warm-up (issue 27; docs/decisions.md). Two are enough.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
cd apps/web
# The server as bundled by the build (apps/web/scripts/bundle-server.mjs): no TypeScript loader at run time.
exec node "${NEXT_DIST_DIR:-.next}/node-server/server.mjs"
