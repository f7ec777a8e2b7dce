#!/usr/bin/env bash
# Installs Debian's Chromium and the CJK fonts when either is missing: the browser tests drive them, and the
# site prints a compliance report to PDF with them (without the fonts, Chinese prints as boxes).
# Exits non-zero when they are missing and cannot be installed; `npm start` goes on without the PDF download.
set -uo pipefail
# (grep -c, not grep -q: -q exits early, fc-list dies of SIGPIPE and pipefail turns the match into a failure)
cjk_fonts=$(fc-list 2>/dev/null | grep -ci 'Noto Sans CJK' || true)
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && [ "${cjk_fonts:-0}" -gt 0 ]; then exit 0; fi
echo "› installing Debian's Chromium and CJK fonts (apt)"
if [ "$(id -u)" = 0 ]; then
  apt-get update -qq && apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  sudo apt-get update -qq && sudo apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
else
  echo "  Chromium or the CJK fonts are missing and this user cannot install them (apt needs root)" >&2
  exit 1
fi
