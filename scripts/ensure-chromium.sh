#!/usr/bin/env bash
# Installs Debian's Chromium and the CJK fonts when either is missing: the browser tests drive them, and the
# site prints a compliance report to PDF with them (without the fonts, Chinese prints as boxes). The printer
# prefers Debian's chromium-headless-shell (half the time and about half the memory of a print: issue 27), installed
# here beside them unless CHROMIUM_PATH names another program; without it the printer uses Chromium.
# Exits non-zero when Chromium or the fonts are missing and cannot be installed; `npm start` goes on without the PDF
# download.
set -uo pipefail
# (grep -c, not grep -q: -q exits early, fc-list dies of SIGPIPE and pipefail turns the match into a failure)
cjk_fonts=$(fc-list 2>/dev/null | grep -ci 'Noto Sans CJK' || true)
# apt-get install, as root or through sudo; 1 when this user cannot install.
apt_install() {
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && apt-get install -y -qq "$@" >/dev/null
  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    sudo apt-get update -qq && sudo apt-get install -y -qq "$@" >/dev/null
  else
    echo "  $* missing and this user cannot install them (apt needs root)" >&2
    return 1
  fi
}
if ! [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || ! [ "${cjk_fonts:-0}" -gt 0 ]; then
  echo "› installing Debian's Chromium and CJK fonts (apt)"
  apt_install chromium fonts-noto-cjk || exit 1
fi
# The printer's preference, on its own: a machine whose apt lacks it still prints, with Chromium (and is not sent to
# apt-get update at every start for a package its lists do not have).
if [ -z "${CHROMIUM_PATH:-}" ] && ! [ -x /usr/bin/chromium-headless-shell ] &&
  apt-cache show chromium-headless-shell >/dev/null 2>&1; then
  echo "› installing Debian's chromium-headless-shell for the report printer (apt)"
  apt_install chromium-headless-shell || echo "  (the report printer uses Chromium instead)"
fi
exit 0
