#!/usr/bin/env bash
# Builds the web app and the back office (apps/admin) when there is no build yet or a source file is newer than it.
set -euo pipefail
cd "$(dirname "$0")/.."
admin_index=apps/admin/dist/index.html
if [ ! -f "$admin_index" ] || [ -n "$(find apps/admin packages/contracts package-lock.json \
    \( -name node_modules -o -name dist \) -prune -o -type f -newer "$admin_index" -print -quit)" ]; then
  echo "› building the back office (vite build)"
  npm run build --silent -w @site/admin
fi
# NEXT_DIST_DIR (next.config.ts) names the build's directory; other builds beside it are not sources.
dist=apps/web/${NEXT_DIST_DIR:-.next}
build_id=$dist/BUILD_ID
# The Node server bundled beside it (apps/web/scripts/bundle-server.mjs): a build without it is built again.
if [ -f "$build_id" ] && [ -f "$dist/node-server/server.mjs" ] && [ -z "$(find apps/web packages package-lock.json \
    \( -name node_modules -o -name '.next*' -o -name test-results \) -prune -o -type f -newer "$build_id" -print -quit)" ]; then
  exit 0
fi
echo "› building the web app (next build)"
npm run build --silent -w @site/web
# Pages and reads cached by the previous build would be served by this one (Next.js keeps them across
# builds): a new build starts with empty caches.
rm -rf "$dist/server/route-cache" "$dist/cache/fetch-cache"
