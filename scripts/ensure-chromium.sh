#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright cannot download its own browser on
# these machines): its headless shell for the specs (CHROMIUM_PATH), the full browser for the
# few specs the shell cannot serve and for Lighthouse (CHROME_PATH; e2e/support/browser.ts,
# bench/lighthouse.ts). Installs what is missing when we may;
# otherwise says what to do.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
chrome_path="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ] && [ -x "$chrome_path" ]; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's Chromium and its headless shell for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium chromium-headless-shell fonts-liberation >/dev/null
  exit 0
fi
echo "Chromium not found at $chromium_path or $chrome_path. Install them" >&2
echo "(Debian: sudo apt-get install chromium chromium-headless-shell), or point CHROMIUM_PATH" >&2
echo "(the shell) and CHROME_PATH (the full browser) at a Chromium or Chrome binary." >&2
exit 1
